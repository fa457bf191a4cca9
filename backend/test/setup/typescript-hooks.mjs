// Node.js loads the end-to-end tier's TypeScript itself (jest-light-runner): these hooks compile each TypeScript file of
// the project with SWC to CommonJS, as Jest's transform does, and resolve imports written without an extension.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';
import jestConfig from '../../jest.config.js';

/** The SWC options of Jest's transform for the project's TypeScript (jest.config.js): one compilation for both tiers. */
const swcOptions = jestConfig.transform['^.+\\.ts$'][1];

const isProjectTs = (url) => url.startsWith('file:') && /\.ts(\?|$)/.test(url) && !url.includes('/node_modules/');

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!context.parentURL || !isProjectTs(context.parentURL) || !/^\.\.?\//.test(specifier)) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(url)) return { url: url.href, format: 'commonjs', shortCircuit: true };
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!isProjectTs(url)) return nextLoad(url, context);
    const filename = fileURLToPath(url.split('?')[0]);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
    return { format: 'commonjs', source: code, shortCircuit: true };
  },
});
