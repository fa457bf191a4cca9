import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The TypeScript files under `dir` whose name `keep` accepts, as absolute paths, for the checks that read the code
 * itself. The migrations are history, never read.
 */
export function sourceFiles(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path, keep);
    return /\.tsx?$/.test(entry.name) && keep(entry.name) ? [path] : [];
  });
}
