/** One shared PostgreSQL per run (started in global-setup); test files run in parallel workers. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  // The small tier beside the code, the medium tier (a module's queries on the real PostgreSQL, no app), the end-to-end
  // tier (the real app).
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/test/medium/*.medium-spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    // ESM-only packages (Node itself loads them with require(); Jest's loader needs them compiled).
    '/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  // Room for a queued job's retry (test/support/until.ts) in the tests that wait for one.
  testTimeout: 90000,
  // `npm test` turns it on (--coverage) and checks the totals against coverage-floor.json.
  coverageProvider: 'v8',
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/**/*.test-support.ts'],
  coverageReporters: ['json-summary'],
  maxWorkers: 2,
};
