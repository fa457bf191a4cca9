import { contactProblem, invitationInputSchema } from './invitation.contract';
import { contactKind } from './invitation.rules';

describe('invitation contract', () => {
  it('treats a contact with @ as an email and anything else as a phone number', () => {
    expect(contactKind('ann@example.com')).toBe('email');
    expect(contactKind('+1 415 555 2671')).toBe('phone');
  });

  it('screens typed contacts before they are added', () => {
    expect(contactProblem('ann@example.com')).toBeNull();
    expect(contactProblem('ann@')).toBe('validation.invitation.invalidEmail');
    expect(contactProblem('(415) 555-2671')).toBeNull();
    expect(contactProblem('+44 20 7946 0958')).toBeNull();
    expect(contactProblem('555-12')).toBe('validation.invitation.invalidPhone');
    expect(contactProblem('call me maybe')).toBe('validation.invitation.invalidPhone');
    expect(contactProblem('1234567890123456')).toBe('validation.invitation.invalidPhone');
  });

  it('normalises the email and blank messages', () => {
    const parsed = invitationInputSchema.parse({ email: ' Ann@Example.COM ', message: '   ' });
    expect(parsed).toMatchObject({ email: 'ann@example.com', message: null });
  });
});
