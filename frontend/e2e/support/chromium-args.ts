import { readFileSync } from 'node:fs';

/**
 * The system Chromium's switches, one list for the browser tests and the web benchmark (which reads the JSON file
 * itself). Read at run time: a JSON import needs an import attribute on some Node.js versions and not on others.
 */
export const CHROMIUM_ARGS: string[] = JSON.parse(
  readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'),
);
