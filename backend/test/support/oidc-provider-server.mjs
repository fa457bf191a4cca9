// A real OpenID Connect provider on loopback (oidc-provider, ESM-only, so it runs as a child process), with its own
// login page: any login name signs in, the password is not checked. The account's subject is the login name; its
// e-mail is the login name when it holds an "@" (else `{login}@example.test`), without what precedes a "#" (so two
// subjects can share an address: `a#x@example.test`, `b#x@example.test`), and is unverified when the login name
// starts with "unverified". Prints its issuer URL as the first line of output.
//
// Environment: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated), OIDC_PORT (default: any).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const server = createServer();
await new Promise((resolve) => server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'potluck-test',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'potluck-test-secret',
      redirect_uris: (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: {
    email: ['email', 'email_verified'],
    profile: ['family_name', 'given_name', 'name', 'picture'],
  },
  // Every authorization request must carry a PKCE challenge, as a careful provider asks.
  pkce: { required: () => true },
  cookies: { keys: ['potluck-test-provider-cookie-key'] },
  findAccount(_ctx, id) {
    const email = id.includes('@') ? id.slice(id.indexOf('#') + 1) : `${id}@example.test`;
    return {
      accountId: id,
      claims: () => ({
        sub: id,
        email,
        email_verified: !id.startsWith('unverified'),
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Ada Lovelace',
      }),
    };
  },
});
// Its development login and consent pages say so on the console: expected here.
provider.on('server_error', (_ctx, err) => process.stderr.write(`oidc-provider: ${err.stack}\n`));
server.on('request', provider.callback());
process.stdout.write(`${issuer}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
