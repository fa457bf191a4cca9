import { formatEventDate, inviteEmail, inviteMessage, messageWithLink } from './invite-content';

const facts = {
  name: 'Harvest <Feast>',
  date: new Date('2024-06-03T22:30:00Z'),
  location: null,
  hostName: 'Ada Host',
  joinUrl: 'https://potluck.example/join/abc',
  timeZone: 'America/New_York',
};

describe('invite content', () => {
  it("formats the date in long US form in the event's zone and names the zone", () => {
    expect(formatEventDate(facts.date, 'America/New_York')).toBe('Monday, June 3, 2024 at 6:30 PM EDT');
    expect(formatEventDate(new Date('2024-12-03T23:30:00Z'), 'America/New_York')).toBe(
      'Tuesday, December 3, 2024 at 6:30 PM EST',
    );
    expect(formatEventDate(facts.date, 'Asia/Kolkata')).toBe('Tuesday, June 4, 2024 at 4:00 AM GMT+5:30');
    expect(formatEventDate(facts.date, 'UTC')).toBe('Monday, June 3, 2024 at 10:30 PM UTC');
    expect(formatEventDate(facts.date, 'Not/AZone')).toBe('Monday, June 3, 2024 at 10:30 PM UTC');
  });

  it('writes a friendly message with name, date, Location TBD, host and join link', () => {
    const m = inviteMessage(facts);
    expect(m).toContain("You're invited to Harvest <Feast>!");
    expect(m).toContain('When: Monday, June 3, 2024 at 6:30 PM EDT');
    expect(m).toContain('Where: Location TBD');
    expect(m).toContain('Hosted by Ada Host');
    expect(m).toContain(facts.joinUrl);
  });

  it('keeps the join link in the text even when the host removed it', () => {
    expect(messageWithLink('See you there', facts.joinUrl)).toBe(`See you there\n\nRSVP here: ${facts.joinUrl}`);
    expect(messageWithLink(`Come: ${facts.joinUrl}`, facts.joinUrl)).toBe(`Come: ${facts.joinUrl}`);
  });

  it('escapes the host message in the HTML part and links the button to the join page', () => {
    const email = inviteEmail(facts, 'Bring <b>pie</b>\nplease');
    expect(email.html).toContain('Bring &lt;b&gt;pie&lt;/b&gt;<br>please');
    expect(email.html).toContain(`<a href="${facts.joinUrl}"`);
    expect(email.html).not.toContain('<b>pie</b>');
    expect(email.subject).toBe("You're invited: Harvest <Feast>");
    expect(email.text).toContain(facts.joinUrl);
  });
});
