import * as z from 'zod';

/**
 * OIDC_PROVIDERS: a JSON array, one object per OpenID Connect provider, in the order the sign-in screen shows them:
 * `{"id":"staff","name":"Staff account","issuer":"https://sso.example.org/realms/staff","clientId":"potluck",
 * "clientSecret":"…"}`, optionally `"scopes"` (default `openid email profile`). The id is part of the provider's
 * redirect URI ({PUBLIC_URL}/api/callback/oidc/{id}) and of SIGN_IN_ONLY_WITH; `google` and `dev` are taken.
 */
const providerSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1–32 lower-case letters, digits or dashes')
    .refine((id) => id !== 'google' && id !== 'dev', 'google and dev are taken'),
  name: z.string().trim().min(1).max(60),
  issuer: z
    .url()
    .refine(
      (v) => issuerProblem(v) === null,
      'must be an https:// URL (http:// only on this machine: 127.0.0.1, localhost)',
    ),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z
    .string()
    .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, 'must be scopes separated by single spaces')
    .refine((v) => v.split(' ').includes('openid'), 'must include openid')
    .default('openid email profile'),
});

export type OidcProviderConfig = z.output<typeof providerSchema>;

const providersSchema = z
  .array(providerSchema)
  .max(20)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each provider needs an id of its own');

/** An issuer over plain http is accepted only on this machine (a provider started by the tests). */
function issuerProblem(value: string): string | null {
  const url = new URL(value);
  if (url.protocol === 'https:') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost' || host === '::1')) return null;
  return 'not https';
}

function parsed(raw: string | undefined) {
  if (!raw) return { success: true as const, data: [] as OidcProviderConfig[] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { success: false as const, problems: ['must be a JSON array of providers'] };
  }
  const result = providersSchema.safeParse(json);
  if (result.success) return { success: true as const, data: result.data };
  return {
    success: false as const,
    problems: result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
  };
}

/** Why OIDC_PROVIDERS is refused (an empty list when it is fine). */
export function oidcProvidersProblems(raw: string | undefined): string[] {
  const result = parsed(raw);
  return result.success ? [] : result.problems;
}

/** The providers of OIDC_PROVIDERS (none when it is refused: the schema reports why). */
export function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  const result = parsed(raw);
  return result.success ? result.data : [];
}
