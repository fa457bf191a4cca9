import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  CONTROL_CHARACTERS_MESSAGE,
  fieldsWithControlCharacters,
  jsonDepth,
  type ApiErrorBody,
} from '../../contracts/common.rules';
import { requestLocale } from '../../i18n/locale';
import { serverText } from '../../i18n/server-text';

/**
 * Runs after the body parsers and before anything reads the body (idempotency fingerprints, validation): a body
 * nested deeper than `maxDepth` is refused (deep nesting only ever serves to exhaust the stack), and so is any text
 * with control characters, in the body or the query, on every route.
 */
export function requestGuard(maxDepth: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (body && typeof body === 'object' && jsonDepth(body, maxDepth) > maxDepth) {
      const error: ApiErrorBody = {
        message: `The request body is nested too deeply (at most ${maxDepth} levels)`,
        code: 'BODY_TOO_DEEP',
      };
      res.status(400).json(error);
      return;
    }
    // Express parses the query string on each read of `req.query`: only when there is one.
    const query: unknown = req.url.includes('?') ? req.query : undefined;
    const fields = [...fieldsWithControlCharacters(body), ...fieldsWithControlCharacters(query)];
    if (fields.length > 0) {
      const error: ApiErrorBody = {
        message: `Text must not contain control characters (${fields.join(', ')})`,
        code: 'VALIDATION_FAILED',
        // Each field's message in the requester's language (the account's is not read yet: the cookie's, or the browser's).
        fieldErrors: Object.fromEntries(
          fields.map((f) => [f, [serverText(CONTROL_CHARACTERS_MESSAGE).in(requestLocale(req))]]),
        ),
      };
      res.status(400).json(error);
      return;
    }
    next();
  };
}
