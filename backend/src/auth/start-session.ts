import type { Request } from 'express';
import './session.types';

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

/** Signs the request in as `userId` with a new session id, so a session id planted before sign-in is worthless. */
export async function startSession(req: Request, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(toError(err)) : resolve())),
  );
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) =>
    req.session.save((err: unknown) => (err ? reject(toError(err)) : resolve())),
  );
}
