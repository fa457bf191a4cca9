import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTROL_CHARACTERS_MESSAGE, fieldsWithControlCharacters, jsonDepth } from '../../contracts/common.rules';
import { requestLocale } from '../../i18n/locale';
import { serverText } from '../../i18n/server-text';
import { AppException } from './app-exception';

/**
 * Runs after the body parsers and before anything reads the body (idempotency fingerprints, validation): a body
 * nested deeper than `maxDepth` is refused (deep nesting only ever serves to exhaust the stack), and so is any text
 * with control characters, in the body or the query, on every route.
 */
export function requestGuard(maxDepth: number): RequestHandler {
  // Said in the requester's language: the account's is not read yet (the cookie's, or the browser's).
  const refuse = (req: Request, res: Response, refusal: AppException) =>
    void res.status(refusal.status).json(refusal.bodyIn(requestLocale(req)));
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (body && typeof body === 'object' && jsonDepth(body, maxDepth) > maxDepth) {
      return refuse(
        req,
        res,
        AppException.badRequest(serverText('error.common.bodyTooDeep', { max: maxDepth }), 'BODY_TOO_DEEP'),
      );
    }
    // Express parses the query string on each read of `req.query`: only when there is one.
    const query: unknown = req.url.includes('?') ? req.query : undefined;
    const fields = [...fieldsWithControlCharacters(body), ...fieldsWithControlCharacters(query)];
    if (fields.length > 0) {
      const message = serverText('error.common.controlCharactersIn', { fields: fields.join(', ') });
      const fieldErrors = Object.fromEntries(fields.map((f) => [f, [serverText(CONTROL_CHARACTERS_MESSAGE)]]));
      return refuse(req, res, AppException.badRequest(message, 'VALIDATION_FAILED', fieldErrors));
    }
    next();
  };
}
