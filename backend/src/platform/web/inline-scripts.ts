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

/**
 * Puts the app's code held back in `<template data-app-code>` into the document once the page has painted (a frame,
 * then a task: the browser paints in between). Pages that are whole before the app starts send it (app-shell.ts).
 */
export const APP_CODE_AFTER_PAINT =
  "requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('template[data-app-code]').forEach(function(t){document.head.append(document.importNode(t.content,true))})})})";

/** The hashes of the shell in `dist` and of the server's own inline script (none when the shell is not built). */
export function shellScriptHashes(dist: string): string[] {
  const path = join(dist, 'index.html');
  return existsSync(path)
    ? inlineScriptHashes(`${readFileSync(path, 'utf8')}<script>${APP_CODE_AFTER_PAINT}</script>`)
    : [];
}
