import type { Response } from 'supertest';

/** Reads a binary answer whole (supertest parses only text and JSON by itself): `.buffer(true).parse(binary)`. */
export function binary(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
