import type { Request } from 'express';
import './session.types';

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * Signs the request in as `userId` with a new session id, so a session id planted before sign-in is worthless.
 * `pendingGuestId` remembers the guest this device held before, for the merge confirmation.
 */
export async function startSession(req: Request, userId: string, pendingGuestId?: string): Promise<void> {
  if (!req.session) await req.loadSession?.();
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(toError(err)) : resolve())),
  );
  req.session.userId = userId;
  if (pendingGuestId) req.session.pendingGuestId = pendingGuestId;
  await saveSession(req);
}

/** Writes the session's changed data now (before the answer leaves). */
export async function saveSession(req: Request): Promise<void> {
  if (!req.session) await req.loadSession?.();
  await new Promise<void>((resolve, reject) =>
    req.session.save((err: unknown) => (err ? reject(toError(err)) : resolve())),
  );
}
