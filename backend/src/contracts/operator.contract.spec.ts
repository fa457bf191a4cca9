import { accountBlockSchema, creationPolicySchema, eventReportSchema } from './operator.contract';
import { mayCreateEvents } from './operator.rules';

describe('operator contracts', () => {
  it('takes a report’s reason trimmed, and refuses an empty or overlong one', () => {
    expect(eventReportSchema.parse({ reason: '  Spam  ' })).toEqual({ reason: 'Spam' });
    expect(eventReportSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      'validation.operator.reportReason',
    );
    expect(eventReportSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('reads the allowlist as lower-case domains and addresses, "@domain" as the domain, and refuses anything else', () => {
    expect(creationPolicySchema.parse({ mode: 'allowlist', allowlist: ['@Example.ORG', ' Ana@Example.net '] })).toEqual(
      {
        mode: 'allowlist',
        allowlist: ['example.org', 'ana@example.net'],
      },
    );
    for (const bad of ['not a domain', 'localhost', 'a@b@c.org', ''])
      expect(creationPolicySchema.safeParse({ mode: 'allowlist', allowlist: [bad] }).success).toBe(false);
    expect(creationPolicySchema.safeParse({ mode: 'nobody', allowlist: [] }).success).toBe(false);
  });

  it('names an account to block by its address, in lower case', () => {
    expect(accountBlockSchema.parse({ email: ' Spam@Example.org ', blocked: true })).toEqual({
      email: 'spam@example.org',
      blocked: true,
    });
    expect(accountBlockSchema.safeParse({ email: 'nope', blocked: true }).success).toBe(false);
  });

  it('lets create events: everyone; the allowlist’s domains and addresses; operators always', () => {
    const allowlist = ['example.org', 'bo@example.net'];
    expect(mayCreateEvents({ mode: 'everyone', allowlist: [] }, 'x@y.org', false)).toBe(true);
    expect(mayCreateEvents({ mode: 'allowlist', allowlist }, 'Ana@Example.org', false)).toBe(true);
    expect(mayCreateEvents({ mode: 'allowlist', allowlist }, 'bo@example.net', false)).toBe(true);
    expect(mayCreateEvents({ mode: 'allowlist', allowlist }, 'cy@example.net', false)).toBe(false);
    expect(mayCreateEvents({ mode: 'allowlist', allowlist }, 'ana@sub.example.org', false)).toBe(false);
    expect(mayCreateEvents({ mode: 'allowlist', allowlist }, null, false)).toBe(false);
    expect(mayCreateEvents({ mode: 'operators', allowlist }, 'ana@example.org', false)).toBe(false);
    expect(mayCreateEvents({ mode: 'operators', allowlist: [] }, 'ops@example.org', true)).toBe(true);
  });
});
