import { RequestMethod, type Type } from '@nestjs/common';
import type { ModulesContainer } from '@nestjs/core';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import * as z from 'zod';
import { SESSION_COOKIE } from '../../auth/session.service';
import { apiRouteOf, type ApiRouteSpec } from '../common/api-route';
import { validatedParts } from '../common/zod-validation';
import type { ErrorCode } from '../../contracts/common.rules';
import { apiErrorSchema } from '../../contracts/responses.contract';
import { writesOwnResponse } from '../idempotency/idempotency.interceptor';

// The document is built from the routes' own declarations (@ApiRoute beside each handler) and Nest's route
// metadata, so it describes what the app serves; test/openapi.e2e-spec.ts holds it against the app's route table.

/** The global prefix app.factory.ts gives every controller. */
const PREFIX = '/api';
/** The project's licence (backend/LICENSE, and `license` in every package.json), as an SPDX identifier. */
export const LICENSE = 'AGPL-3.0-or-later';
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

interface Route {
  method: string;
  /** OpenAPI's form: /api/events/{eventId}/dishes. */
  path: string;
  spec: ApiRouteSpec;
  status: number;
  public: boolean;
  idempotent: boolean;
}

const join = (...parts: (string | undefined)[]) =>
  `/${parts
    .flatMap((p) => (p ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every declared route of these controllers. A route without a declaration is left out (the route-table test names it). */
function routesOf(controllers: Type[]): Route[] {
  const routes: Route[] = [];
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | undefined;
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const spec = apiRouteOf(handler);
      if (requestMethod === undefined || !spec) continue;
      // A handler that reads a part its declaration lacks would fail on every request: refuse it at start-up.
      const reads = validatedParts(controller, name);
      for (const part of ['body', 'query'] as const) {
        if (reads[part] && !spec[part])
          throw new Error(`${controller.name}.${name} reads a ${part} its @ApiRoute lacks`);
      }
      const method = RequestMethod[requestMethod].toLowerCase();
      const path = join(PREFIX, base, Reflect.getMetadata(PATH_METADATA, handler) as string).replace(/:(\w+)/g, '{$1}');
      const status =
        (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200);
      routes.push({
        method,
        path,
        spec,
        status,
        public: spec.access === 'public',
        // The idempotency interceptor's own rule: every change whose answer Nest writes.
        idempotent: MUTATING.has(method) && !writesOwnResponse(controller, name),
      });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every controller of the app's modules (their classes: nothing needs to be instantiated). */
export function controllersOf(modules: ModulesContainer): Type[] {
  return [...modules.values()].flatMap((module) => [...module.controllers.values()].map((c) => c.metatype as Type));
}

/** The component name of a schema (its `.meta({ id })`), if it has one. */
const idOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const id = idOf(schema);
  if (id) return ref(id);
  if (schema instanceof z.ZodArray) return { type: 'array', items: jsonSchema(schema.element as z.ZodType, io) };
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  return json;
}

/** The named schemas the answers use (arrays unwrapped) and the error body, as components. */
function components(routes: Route[]): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  const add = (schema: z.ZodType) => {
    const id = idOf(schema);
    if (id && !registry.has(schema)) registry.add(schema, { id });
  };
  add(apiErrorSchema);
  for (const { spec } of routes) {
    const answer = spec.response;
    const json = answer && !(answer instanceof z.ZodType) && 'json' in answer ? answer.json : answer;
    if (json instanceof z.ZodArray) add(json.element as z.ZodType);
    else if (json instanceof z.ZodType) add(json);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, s]) => {
        const { $schema: _schema, $id: _id, id: _ownId, ...rest } = s as Record<string, unknown>;
        return [id, rest];
      }),
  );
}

function successResponse(route: Route): Record<string, unknown> {
  const answer = route.spec.response;
  if (answer instanceof z.ZodType) {
    return { description: 'OK', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
  }
  if (answer && 'json' in answer) {
    return {
      description: `OK; a browser asking for HTML gets a page instead (${answer.page.description})`,
      content: {
        'application/json': { schema: jsonSchema(answer.json, 'output') },
        [answer.page.media]: { schema: { type: 'string' }, example: answer.page.example },
      },
    };
  }
  if (answer && 'media' in answer) {
    return {
      description: answer.description,
      content: { [answer.media]: { schema: { type: 'string' }, example: answer.example } },
    };
  }
  if (answer && 'redirect' in answer) {
    return { description: answer.redirect, headers: { Location: { schema: { type: 'string' } } } };
  }
  return { description: 'Done (no body)' };
}

/** What each refusal means, and the example body it gets (with the route's first declared code, if any). */
const REFUSALS: Record<number, { description: string; message: string; code: ErrorCode }> = {
  400: { description: 'Invalid input', message: 'Invalid input', code: 'VALIDATION_FAILED' },
  401: { description: 'Not signed in', message: 'Unauthorized', code: 'UNAUTHORIZED' },
  403: { description: 'Not allowed to the caller', message: 'You are not allowed to do that', code: 'FORBIDDEN' },
  404: {
    description: 'No such resource, or not allowed to see it (the same answer: ids cannot be probed)',
    message: 'Not found',
    code: 'NOT_FOUND',
  },
  409: {
    description: 'A conflict with the current state, or the same Idempotency-Key still running',
    message: 'A request with this Idempotency-Key is still being processed',
    code: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  },
  413: { description: 'The body is too large', message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' },
  422: {
    description: 'A rule refuses it, or the Idempotency-Key was used for another request',
    message: 'This Idempotency-Key was already used for a different request',
    code: 'IDEMPOTENCY_KEY_REUSED',
  },
};

const retryAfter = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };

function errorResponse(status: number, codes: readonly ErrorCode[] = []): Record<string, unknown> {
  const refusal = REFUSALS[status];
  // A declared code gets a neutral message: the route's own wording lives in its service.
  const example: Record<string, unknown> = codes.length
    ? { message: 'The request was refused', code: codes[0] }
    : { message: refusal.message, code: refusal.code };
  if (example.code === 'VALIDATION_FAILED') example.fieldErrors = { field: ['Invalid input'] };
  return {
    description: codes.length ? `${refusal.description} (${codes.join(', ')})` : refusal.description,
    content: { 'application/json': { schema: ref('Error'), example } },
  };
}

function errorResponses(route: Route): Record<string, unknown> {
  const { spec } = route;
  const declared = spec.errors ?? {};
  const statuses = new Set(Object.keys(declared).map(Number));
  if (spec.body || spec.query) statuses.add(400);
  if (!route.public) statuses.add(401);
  if (route.path.includes('{')) statuses.add(404);
  if (route.idempotent) statuses.add(409).add(422);
  const errors: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    errors[status] = errorResponse(status, declared[status as keyof typeof declared]);
  }
  const body = (message: string, code: ErrorCode) => ({ schema: ref('Error'), example: { message, code } });
  return {
    ...errors,
    '429': {
      description: 'A limit was reached; try again after Retry-After seconds',
      headers: retryAfter,
      content: { 'application/json': body('Too many requests. Please try again later.', 'RATE_LIMITED') },
    },
    '4XX': {
      description: 'Another client error',
      content: { 'application/json': body('Not found', 'NOT_FOUND') },
    },
    '503': {
      description:
        'The database is unavailable, or the server is too busy for this work (SERVER_BUSY); retry after Retry-After seconds',
      headers: retryAfter,
      content: {
        'application/json': body('The service is temporarily unavailable', 'DATABASE_UNAVAILABLE'),
      },
    },
  };
}

function operation(route: Route): Record<string, unknown> {
  const { spec } = route;
  const parameters: unknown[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'token' || name === 'file' ? { type: 'string' } : { type: 'string', format: 'uuid' },
  }));
  if (spec.query) {
    const json = z.toJSONSchema(spec.query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
    }
  }
  if (route.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A UUID made once per change; a replay returns the first result and changes nothing',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  const body = spec.body && {
    required: true,
    content: {
      'application/json': {
        schema: jsonSchema(spec.body, 'input'),
        ...(spec.example === undefined ? {} : { example: spec.example }),
      },
    },
  };
  const upload = spec.upload && {
    required: true,
    content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
  };
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(upload ? { requestBody: upload } : {}),
    responses: { [String(route.status)]: successResponse(route), ...errorResponses(route) },
  };
}

/** The OpenAPI 3.1 document of these controllers' declared routes (the app's, in DocsController). */
export function buildOpenApiDocument(controllers: Type[], publicUrl: string): Record<string, unknown> {
  const routes = routesOf(controllers);
  const seen = new Set<string>();
  for (const { spec, method, path } of routes) {
    if (seen.has(spec.operationId))
      throw new Error(`operationId ${spec.operationId} is used twice (${method} ${path})`);
    seen.add(spec.operationId);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Potluck API',
      version: '1.0.0',
      license: { name: 'GNU Affero General Public License v3.0 or later', identifier: LICENSE },
      description:
        'Plan potlucks with friends. Authentication is the session cookie; every error is {message, code, fieldErrors?}.',
    },
    servers: [{ url: publicUrl, description: 'This server' }],
    security: [{ session: [] }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by signing in (GET /api/login) or by joining an event as a guest',
        },
      },
      schemas: components(routes),
    },
    paths,
  };
}
