import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Stored answers are sealed (AES-256-GCM) with a key derived from the server's SESSION_SECRET.
 *
 * Why: some answers carry a secret made for the caller alone: a guest's personal link (guest-join, link renewal)
 * or a calendar feed's URL. Their tables keep only hashes; the idempotency record must not keep the link itself for
 * the 7 days a replay may come. Sealing every stored answer (not a list of routes that could miss a new one) keeps
 * replays exact (the same link, the e-mail not sent again) while a copy of the database alone reveals nothing. The
 * record is bound to its user and key (additional data), so a sealed answer cannot be moved to another record.
 * Whoever holds SESSION_SECRET can already forge any session, so the key adds no new secret to keep.
 *
 * A record that no longer opens (SESSION_SECRET changed) is treated as absent: the request runs again, which for
 * the routes above means a fresh link (the guest-join and renewal answers are made anew; the old link stops working).
 */
const VERSION = 'v1';

export interface SealedBody {
  sealed: string;
}

export function isSealed(body: unknown): body is SealedBody {
  return !!body && typeof body === 'object' && typeof (body as { sealed?: unknown }).sealed === 'string';
}

export class ResponseSeal {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'potluck', 'idempotency response v1', 32));
  }

  seal(body: unknown, userId: string, key: string): SealedBody {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${userId}\n${key}`));
    const data = Buffer.concat([cipher.update(JSON.stringify(body ?? null), 'utf8'), cipher.final()]);
    const parts = [iv, data, cipher.getAuthTag()].map((b) => b.toString('base64url'));
    return { sealed: `${VERSION}.${parts.join('.')}` };
  }

  /** The stored answer, or undefined when it cannot be opened (another key, damaged). */
  open(stored: SealedBody, userId: string, key: string): unknown {
    const [version, iv, data, tag] = stored.sealed.split('.');
    if (version !== VERSION || !iv || data === undefined || !tag) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${userId}\n${key}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
}
