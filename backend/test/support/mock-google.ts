import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface MockOAuthServer {
  url: string;
  child: ChildProcess;
}

/**
 * A local OAuth2 server standing in for Google (oauth-mock-server.mjs, a child process). `env` tells it the person it
 * answers with (MOCK_SUB, MOCK_EMAIL, MOCK_EMAIL_VERIFIED). Stop it with `child.kill('SIGTERM')`.
 */
export function startMockOAuthServer(env: Record<string, string> = {}): Promise<MockOAuthServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'oauth-mock-server.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`mock OAuth server exited with ${code}`)));
  });
}

/** The app's Google settings, its endpoints at the mock OAuth server at `url`. */
export const googleEnv = (url: string) => ({
  GOOGLE_CLIENT_ID: 'potluck-test-client',
  GOOGLE_CLIENT_SECRET: 'potluck-test-secret',
  SESSION_SECRET: 'a-test-session-secret-for-google',
  GOOGLE_AUTHORIZATION_URL: `${url}/authorize`,
  GOOGLE_TOKEN_URL: `${url}/token`,
  GOOGLE_USERINFO_URL: `${url}/userinfo`,
});
