import { parseRetryAfter } from './api-client';

/**
 * What asking for a file the server makes on demand (a buffet-card PDF, the export ZIP) came to: the file; "busy"
 * (503 with Retry-After: its worker pool is full, try again in that many seconds); or another refusal, with the
 * server's message when it sent one (null: no answer at all).
 */
export type ServerFile =
  | { kind: 'file'; blob: Blob; filename: string | null }
  | { kind: 'busy'; seconds: number }
  | { kind: 'refused'; message: string | null };

export async function fetchServerFile(url: string): Promise<ServerFile> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { kind: 'refused', message: null };
  }
  if (res.ok)
    return { kind: 'file', blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
  const wait = parseRetryAfter(res.headers.get('Retry-After'));
  if (res.status === 503 && wait !== undefined) return { kind: 'busy', seconds: Math.max(1, Math.ceil(wait / 1000)) };
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : null };
}

/** The file name a Content-Disposition header gives (the server's are plain ASCII, quoted). */
function filenameOf(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}
