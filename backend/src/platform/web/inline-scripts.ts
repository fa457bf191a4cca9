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
 * Puts the app's code held back in `<template data-app-code>` into the document once the first paint with content is
 * on screen: the browser's paint timing says so, and the code is requested in the next task. A browser without paint
 * timing waits a frame and a task instead. Pages that are whole before the app starts send it (app-shell.ts).
 */
export const APP_CODE_AFTER_PAINT =
  "(function(){function load(){document.querySelectorAll('template[data-app-code]').forEach(function(t){document.head.append(document.importNode(t.content,true))})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(load)})})()";

/**
 * The scripts the app's build makes for the server to send inline in its pages (frontend/src/app/inline-scripts/,
 * built into `.vite/inline-scripts.json`), by name; none when the app is not built.
 */
export function builtInlineScripts(dist: string): Record<string, string> {
  const path = join(dist, '.vite', 'inline-scripts.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
}

/**
 * The hashes of the shell in `dist`, of the server's own inline script and of the build's inline scripts (none when
 * the shell is not built).
 */
export function shellScriptHashes(dist: string): string[] {
  const path = join(dist, 'index.html');
  if (!existsSync(path)) return [];
  const scripts = [APP_CODE_AFTER_PAINT, ...Object.values(builtInlineScripts(dist))];
  return inlineScriptHashes(`${readFileSync(path, 'utf8')}${scripts.map((s) => `<script>${s}</script>`).join('')}`);
}
