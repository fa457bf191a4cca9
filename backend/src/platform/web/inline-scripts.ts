import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy sources of the inline scripts of the built app shell (`<script>` without attributes;
 * today one: the theme chosen on the device, applied before the first paint, in frontend/index.html). The policy
 * allows exactly these texts by their hash, computed from the file the server sends, so the two never disagree;
 * a shell without inline scripts adds nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The hashes of the shell in `dist` (none when it is not built). */
export function shellScriptHashes(dist: string): string[] {
  const path = join(dist, 'index.html');
  return existsSync(path) ? inlineScriptHashes(readFileSync(path, 'utf8')) : [];
}
