/**
 * The medium tier (test/medium/, a module's queries on the real PostgreSQL without an app) and the end-to-end tier
 * (the e2e-spec files of test/, the real app) on jest-light-runner: each worker is one Node.js process that runs its
 * share of the files one after another, loading the app's modules once instead of once per file (Jest's own runner
 * gives every file a fresh module registry: 1.1 s of loading before each file's first test). Files must therefore
 * leave nothing behind that the next file in the process could see (they close their apps in afterAll, and keep
 * per-file state inside their hooks). TypeScript is compiled by Node.js hooks with SWC (test/setup/typescript-hooks.mjs);
 * each test and hook has a timeout (test/setup/test-timeouts.mjs). The small tier and the fuzz and fault tests keep
 * Jest's runner (jest.config.js), which also runs any file alone: `npx jest test/x.e2e-spec.ts`.
 */
import base from './jest.config.js';

export default {
  rootDir: base.rootDir,
  testMatch: ['<rootDir>/test/medium/*.medium-spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  runner: ['jest-light-runner', { runtime: 'child_process' }],
  setupFiles: ['<rootDir>/test/setup/typescript-hooks.mjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/test-timeouts.mjs'],
  globalSetup: base.globalSetup,
  globalTeardown: base.globalTeardown,
  maxWorkers: base.maxWorkers,
};
