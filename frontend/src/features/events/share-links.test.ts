import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, invitationText, joinUrl, whatsappUrl } from './share-links';

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

describe('googleCalendarUrl', () => {
  it('fills a Google Calendar template with UTC times, the zone and a link back', () => {
    const url = new URL(
      googleCalendarUrl(
        {
          id: 'e1',
          name: 'Feast & Friends',
          date: '2030-03-09T23:00:00.000Z',
          location: '12 Elm St',
          description: null,
          timeZone: 'America/New_York',
        },
        'https://potluck.example',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('text')).toBe('Feast & Friends');
    expect(url.searchParams.get('dates')).toBe('20300309T230000Z/20300310T020000Z');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('location')).toBe('12 Elm St');
    expect(url.searchParams.get('details')).toBe('https://potluck.example/events/e1');
  });
});
