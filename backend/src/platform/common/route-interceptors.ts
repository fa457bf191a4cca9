import { RequestMethod, type INestApplication, type NestInterceptor } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { MutationRateLimitInterceptor } from '../rate-limit/mutation-rate-limit.interceptor';
import { ETAG_KIND, VersionedAnswerInterceptor } from '../versions/versioned-answer.interceptor';

const WRITES = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);
/** The interceptors a handler declares itself (@UseInterceptors), kept aside the first time its list is set here. */
const DECLARED = Symbol('declared interceptors');

/**
 * Each interceptor on the routes that need it instead of on every route, so a route that needs none (health, most
 * reads) is called without any interceptor machinery: changes (POST, PUT, PATCH, DELETE) get the write limits, then
 * idempotency, as when both were global; reads marked with VersionEtag get the versioned answers. The lists are set on
 * each handler's metadata before the router reads them (createApp, before init): for every app this process makes,
 * the latest one's instances.
 */
export function attachRouteInterceptors(app: INestApplication): void {
  const writes: NestInterceptor[] = [app.get(MutationRateLimitInterceptor), app.get(IdempotencyInterceptor)];
  const versioned: NestInterceptor[] = [app.get(VersionedAnswerInterceptor)];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        if (!Reflect.hasOwnMetadata(DECLARED, handler))
          Reflect.defineMetadata(DECLARED, Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? [], handler);
        const declared = Reflect.getMetadata(DECLARED, handler) as unknown[];
        const ours = WRITES.has(method) ? writes : Reflect.getMetadata(ETAG_KIND, handler) ? versioned : [];
        Reflect.defineMetadata(INTERCEPTORS_METADATA, [...ours, ...declared], handler);
      }
    }
  }
}
