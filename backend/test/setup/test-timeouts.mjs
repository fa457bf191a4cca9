// jest-light-runner lets a test or a hook run as long as it takes. This gives each one the time Jest would (its own
// timeout argument, or the configuration's testTimeout) and then fails it, so a test that hangs fails instead of
// stalling the run.
import jestConfig from '../../jest.config.js';

const TEST_TIMEOUT_MS = jestConfig.testTimeout;

/** `fn` failing once `ms` have passed; extra arguments (a table row of `.each`) are passed through. */
function timed(fn, ms = TEST_TIMEOUT_MS, what) {
  if (typeof fn !== 'function') return fn;
  return (...args) => {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    });
    return Promise.race([Promise.resolve().then(() => fn(...args)), expired]).finally(() => clearTimeout(timer));
  };
}

function timedTest(original) {
  const test = (title, fn, ms) => original(title, timed(fn, ms, `test "${title}"`), ms);
  test.only = (title, fn, ms) => original.only(title, timed(fn, ms, `test "${title}"`), ms);
  test.skip = original.skip;
  test.todo = original.todo;
  test.each = (...table) => {
    const each = original.each(...table);
    return (title, fn, ms) => each(title, timed(fn, ms, `test "${title}"`), ms);
  };
  return test;
}

globalThis.test = timedTest(globalThis.test);
globalThis.it = timedTest(globalThis.it);
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const original = globalThis[hook];
  globalThis[hook] = (fn, ms) => original(timed(fn, ms, hook), ms);
}
