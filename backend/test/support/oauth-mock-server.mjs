// A real OAuth2/OpenID server on loopback standing in for Google (oauth2-mock-server is ESM-only,
// so it runs as a child process). Prints its issuer URL as the first line of output.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
// Its /userinfo returns only `sub`: answer like Google's v3 userinfo does.
server.service.on('beforeUserinfo', (userInfoResponse) => {
  userInfoResponse.body = {
    sub: process.env.MOCK_SUB ?? 'google-user-123',
    email: process.env.MOCK_EMAIL ?? 'grace@example.test',
    email_verified: process.env.MOCK_EMAIL_VERIFIED !== 'false',
    given_name: 'Grace',
    family_name: 'Hopper',
    name: 'Grace Hopper',
    picture: 'https://example.test/grace.png',
  };
});
await server.start(0, '127.0.0.1');
process.stdout.write(`${server.issuer.url}\n`);
process.on('SIGTERM', () => server.stop().finally(() => process.exit(0)));
