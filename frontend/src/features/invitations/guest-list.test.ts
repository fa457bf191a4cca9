import { describe, expect, it } from 'vitest';
import { addGuest, mailtoUrl, removeGuest, whatsappUrl, type SelectedGuest } from './guest-list';

describe('guest list', () => {
  it('ignores empty input and classifies contacts by @', () => {
    expect(addGuest([], '   ')).toEqual({ ok: false, error: null });
    const a = addGuest([], ' ann@example.com ');
    expect(a).toEqual({ ok: true, guests: [{ contact: 'ann@example.com', kind: 'email' }] });
    const b = addGuest([], '(415) 555-2671', 'Bob');
    expect(b).toEqual({ ok: true, guests: [{ contact: '(415) 555-2671', kind: 'phone', name: 'Bob' }] });
  });

  it('rejects invalid contacts and duplicates inline', () => {
    expect(addGuest([], 'ann@')).toEqual({ ok: false, error: 'Invalid email' });
    expect(addGuest([], 'tomorrow')).toEqual({ ok: false, error: 'Invalid phone number' });
    const guests: SelectedGuest[] = [
      { contact: 'Ann@Example.com', kind: 'email' },
      { contact: '415-555-2671', kind: 'phone' },
    ];
    expect(addGuest(guests, 'ann@example.COM')).toEqual({ ok: false, error: 'This guest is already in the list' });
    expect(addGuest(guests, '415 555 2671')).toEqual({ ok: false, error: 'This guest is already in the list' });
  });

  it('removes a guest', () => {
    const guests: SelectedGuest[] = [
      { contact: 'a@example.com', kind: 'email' },
      { contact: 'b@example.com', kind: 'email' },
    ];
    expect(removeGuest(guests, 'a@example.com')).toEqual([{ contact: 'b@example.com', kind: 'email' }]);
  });

  it('builds WhatsApp and mailto links with the message', () => {
    expect(whatsappUrl('Hi & welcome')).toBe('https://wa.me/?text=Hi%20%26%20welcome');
    const url = mailtoUrl('Feast', 'Come\nover', [
      { contact: 'a@example.com', kind: 'email' },
      { contact: '4155552671', kind: 'phone' },
    ]);
    expect(url).toBe("mailto:a@example.com?subject=You're%20invited%3A%20Feast&body=Come%0Aover");
  });
});
