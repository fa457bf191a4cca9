import { describe, expect, it } from 'vitest';
import { invitationText, joinUrl, whatsappUrl } from './share-links';

const event = { name: 'Diwali Night', date: '2030-06-03T18:30:00.000Z', location: null };

describe('share links', () => {
  it('builds the join link from the origin and id', () => {
    expect(joinUrl('abc', 'https://potluck.example')).toBe('https://potluck.example/join/abc');
  });

  it('writes an invitation with name, date, link and "Location TBD" when there is no location', () => {
    const text = invitationText(event, 'https://potluck.example/join/abc');
    expect(text).toContain('Diwali Night');
    expect(text).toContain('2030');
    expect(text).toContain('📍 Location TBD');
    expect(text).toContain('https://potluck.example/join/abc');
    expect(invitationText({ ...event, location: 'Park' }, 'x')).toContain('📍 Park');
  });

  it('opens wa.me with the invitation URL-encoded', () => {
    const url = whatsappUrl(event, 'https://potluck.example/join/abc');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      invitationText(event, 'https://potluck.example/join/abc'),
    );
  });
});
