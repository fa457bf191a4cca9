import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * The database the e2e web server uses (backend/scripts/e2e-server.mjs → database.mjs names it): a second
 * process on it is a second replica behind a load balancer.
 */
export function e2eDatabaseUrl(): string {
  const server =
    process.env.DATABASE_URL ??
    `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_TEST_PORT ?? 5434}/postgres`;
  const checkout = repoRoot
    .split(/[\\/]/)
    .pop()!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
  const base = process.env.E2E_DB_NAME ?? 'potluck_e2e';
  const name = process.env.DATABASE_URL && checkout !== 'main' ? `${base}_${checkout}` : base;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Another backend process (the built app) on its own port and the e2e database, which a test can stop and start. */
export class AppProcess {
  private child: ChildProcess | null = null;

  /** `env`: settings of this process only (e.g. VAPID keys), over the e2e web server's. */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [resolve(repoRoot, 'backend', 'dist', 'main.js')], {
      env: {
        ...process.env,
        DATABASE_URL: e2eDatabaseUrl(),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.baseURL,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
        // The same limits as the e2e web server: counters live in the shared database, and tests sign many users in.
        SIGN_IN_LIMIT_PER_IP: '100000',
        GUEST_JOIN_LIMIT_PER_IP: '100000',
        MUTATION_LIMIT_PER_MINUTE: '100000',
        MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '100000',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    let exitCode: number | null | undefined;
    child.once('exit', (code) => (exitCode = code));
    for (;;) {
      if (exitCode !== undefined) throw new Error(`app process exited with ${exitCode}`);
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** SIGTERM, as a deploy or a crash-restart by the orchestrator would. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
