import { applyDecorators, HttpCode, SetMetadata } from '@nestjs/common';
import type * as z from 'zod';
import type { ErrorCode } from '../../contracts/common.rules';
import { Access, type RouteAccess } from './route-access';

const API_ROUTE = 'potluck:api-route';

/** An answer that is not JSON: a page or a file, with an example of it. */
export interface MediaAnswer {
  media: 'text/html' | 'text/csv' | 'text/calendar' | 'application/pdf' | 'image/webp' | 'application/zip';
  description: string;
  example: string;
}

/** An answer that only sends the browser elsewhere (`status` says which redirect). */
export interface RedirectAnswer {
  redirect: string;
}

/** A JSON body for API clients, and a page instead for a browser (whose Accept header prefers HTML). */
export interface NegotiatedAnswer<S extends z.ZodType = z.ZodType> {
  json: S;
  page: MediaAnswer;
}

/** A JSON body (a contract schema), a page or file, either by Accept, a redirect, or nothing at all (204). */
type Answer = z.ZodType | MediaAnswer | NegotiatedAnswer | RedirectAnswer | null;

/** Refusals a route declares beyond the ones every route of its kind has (see buildOpenApiDocument). */
type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 422;

export interface ApiRouteSpec<A extends Answer = Answer> {
  /** The operation's name for client generators: a verb and a noun, unique in the API (`listDishes`). */
  operationId: string;
  /** Who may call it (see RouteAccess): the session guard enforces it, and the authorization tests read it. */
  access: RouteAccess;
  summary: string;
  description?: string;
  /** Validates the body for `@ValidBody()` and describes it. */
  body?: z.ZodType;
  /** The body is a picture's bytes (read by the photos module's upload middleware), not JSON. */
  upload?: true;
  /** Validates the query for `@ValidQuery()` and describes its parameters. */
  query?: z.ZodObject;
  /** What it answers; a NegotiatedAnswer's page goes to browsers, its JSON to everyone else. */
  response: A;
  /** The success status when it is not Nest's default (201 for POST, 200 otherwise); it is applied too. */
  status?: 200 | 201 | 204 | 302 | 303;
  /** The refusals particular to this route, by status, with the codes they carry. */
  errors?: Partial<Record<RefusalStatus, readonly ErrorCode[]>>;
  /** An example of a valid body, shown in the document (and checked against the body's schema there). */
  example?: unknown;
}

/** What a handler of this answer returns: the schema's type for JSON, nothing (or a page's text) otherwise. */
type Returned<A extends Answer> = A extends z.ZodType
  ? z.output<A>
  : A extends NegotiatedAnswer<infer S>
    ? z.output<S> | string
    : A extends MediaAnswer
      ? string | void
      : void;

/**
 * The one declaration of a route's contract, beside its handler: what it takes (validated by `@ValidBody()` and
 * `@ValidQuery()`), what it answers (the handler's return type must be the schema's type: checked at compile time),
 * its success status, its refusals and who may call it. The OpenAPI document (/api/docs) is built from these
 * declarations.
 */
export function ApiRoute<A extends Answer>(spec: ApiRouteSpec<A>) {
  const decorate = applyDecorators(
    SetMetadata(API_ROUTE, spec),
    Access(spec.access),
    ...(spec.status === undefined ? [] : [HttpCode(spec.status)]),
  );
  return <H extends (...args: never[]) => Returned<A> | Promise<Returned<A>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    decorate(target, key, descriptor);
  };
}

/**
 * `@ApiRoute` for a controller whose routes all answer the same view (each change answers the whole of it, so the
 * screen redraws from any of them): the answer is declared once, beside the controller, instead of on every route.
 */
export function apiRoutesAnswering<A extends Answer>(response: A) {
  return (spec: Omit<ApiRouteSpec<A>, 'response'>) => ApiRoute<A>({ ...spec, response });
}

/** The declaration of a handler, if it has one. */
export function apiRouteOf(handler: object): ApiRouteSpec | undefined {
  return Reflect.getMetadata(API_ROUTE, handler) as ApiRouteSpec | undefined;
}
