import { Injectable, type PipeTransform } from '@nestjs/common';
import * as z from 'zod';
import { AppException } from './app-exception';

/** Validates a request body with a shared contract; failures become 400 with field errors. */
@Injectable()
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value ?? {});
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  throw AppException.badRequest(first?.message ?? 'Invalid input', 'VALIDATION_FAILED', fieldErrors);
}
