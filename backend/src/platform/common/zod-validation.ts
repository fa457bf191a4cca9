import { createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { Request } from 'express';
import type * as z from 'zod';
import { issueText } from '../../contracts/issue-text';
import { serverText } from '../../i18n/server-text';
import { AppException, type FieldTexts, type RefusalText } from './app-exception';
import { apiRouteOf } from './api-route';

/** What a failed check says: the catalogue key and values the contract gave it (see issueText), else "Invalid input". */
export function issueRefusal(issue: z.core.$ZodIssue): RefusalText {
  const text = issueText(issue);
  return text ? serverText(text.key, text.values) : serverText('error.common.invalidInput');
}

/** Parses a value with a shared contract; failures become 400 VALIDATION_FAILED with field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: FieldTexts = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issueRefusal(issue));
  }
  const first = result.error.issues[0];
  throw AppException.badRequest(
    first ? issueRefusal(first) : serverText('error.common.invalidInput'),
    'VALIDATION_FAILED',
    fieldErrors,
  );
}

/** The schema the route declares in its @ApiRoute for this part of the request. */
function declared(ctx: ExecutionContext, part: 'body' | 'query'): z.ZodType {
  const schema = apiRouteOf(ctx.getHandler())?.[part];
  // Refused at start-up already (buildOpenApiDocument): a handler never reads what its declaration does not describe.
  if (!schema) throw new Error(`${ctx.getClass().name}.${ctx.getHandler().name} reads a ${part} its @ApiRoute lacks`);
  return schema;
}

function readBody(_: unknown, ctx: ExecutionContext): unknown {
  const req = ctx.switchToHttp().getRequest<Request>();
  return parseOrThrow(declared(ctx, 'body'), req.body ?? {});
}

function readQuery(_: unknown, ctx: ExecutionContext): unknown {
  const req = ctx.switchToHttp().getRequest<Request>();
  return parseOrThrow(declared(ctx, 'query'), req.query);
}

/**
 * The request body, parsed with the `body` schema of the route's @ApiRoute: what the document describes is what
 * is enforced. Runs where pipes run (after guards and interceptors).
 */
export const ValidBody = createParamDecorator(readBody);

/** The query string, parsed with the `query` schema of the route's @ApiRoute. */
export const ValidQuery = createParamDecorator(readQuery);

/** Which declared parts a handler reads through @ValidBody() and @ValidQuery() (checked when the document is built). */
export function validatedParts(controller: Type, handlerName: string): { body: boolean; query: boolean } {
  const args = Object.values(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<string, { factory?: unknown }>,
  );
  return { body: args.some((a) => a.factory === readBody), query: args.some((a) => a.factory === readQuery) };
}
