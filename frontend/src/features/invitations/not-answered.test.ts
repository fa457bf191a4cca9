import { describe, expect, it } from 'vitest';
import { notAnswered } from './not-answered';

describe('notAnswered', () => {
  const inv = (id: string, email: string, phoneNumber = '') => ({ id, email, phoneNumber });

  it('leaves out the invited whose e-mail has an answer, whatever its case', () => {
    expect(notAnswered([inv('1', 'Ana@Example.com'), inv('2', 'ben@example.com')], ['ana@example.com', null])).toEqual([
      { id: '2', contact: 'ben@example.com' },
    ]);
  });

  it('lists an invitation by phone, and each contact once', () => {
    expect(notAnswered([inv('1', '', '+15551234'), inv('2', '', '+15551234'), inv('3', '')], [])).toEqual([
      { id: '1', contact: '+15551234' },
    ]);
  });
});
