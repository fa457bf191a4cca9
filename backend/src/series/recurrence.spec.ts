import { rruleText, seriesStarts, wallClock, type SeriesRule } from './recurrence';

const rule = (over: Partial<SeriesRule>): SeriesRule => ({
  frequency: 'monthly',
  firstLocal: '2026-09-03T18:30',
  timeZone: 'Europe/Paris',
  customStarts: [],
  ...over,
});

describe('series recurrence', () => {
  it('keeps 18:30 local every first Thursday across the end of summer time (Paris and New York)', () => {
    const paris = seriesStarts(rule({}), new Date('2027-01-31T00:00:00Z'), 12);
    expect(paris.map((d) => d.toISOString())).toEqual([
      '2026-09-03T16:30:00.000Z', // CEST, UTC+2
      '2026-10-01T16:30:00.000Z',
      '2026-11-05T17:30:00.000Z', // CET, UTC+1 after 25 October
      '2026-12-03T17:30:00.000Z',
      '2027-01-07T17:30:00.000Z',
    ]);
    expect(paris.map((d) => wallClock(d, 'Europe/Paris').slice(11))).toEqual(Array(5).fill('18:30'));
    const ny = seriesStarts(rule({ timeZone: 'America/New_York' }), new Date('2026-12-01T00:00:00Z'), 12);
    expect(ny.map((d) => d.toISOString())).toEqual([
      '2026-09-03T22:30:00.000Z',
      '2026-10-01T22:30:00.000Z',
      '2026-11-05T23:30:00.000Z', // EST after 1 November
    ]);
    expect(rruleText(rule({}))).toBe('FREQ=MONTHLY;BYDAY=1TH');
  });

  it('repeats weekly and every two weeks, and takes a fifth weekday as the last one of the month', () => {
    const weekly = seriesStarts(
      rule({ frequency: 'weekly', firstLocal: '2027-03-25T19:00' }),
      new Date('2027-04-09T00:00Z'),
      10,
    );
    expect(weekly.map((d) => wallClock(d, 'Europe/Paris'))).toEqual([
      '2027-03-25T19:00',
      '2027-04-01T19:00', // after the change to summer time on 28 March
      '2027-04-08T19:00',
    ]);
    const biweekly = seriesStarts(
      rule({ frequency: 'biweekly', firstLocal: '2027-03-25T19:00' }),
      new Date('2027-04-30T00:00Z'),
      10,
    );
    expect(biweekly.map((d) => wallClock(d, 'Europe/Paris').slice(0, 10))).toEqual([
      '2027-03-25',
      '2027-04-08',
      '2027-04-22',
    ]);
    expect(rruleText(rule({ firstLocal: '2026-10-29T18:30' }))).toBe('FREQ=MONTHLY;BYDAY=-1TH');
    expect(seriesStarts(rule({ frequency: 'weekly' }), new Date('2030-01-01T00:00Z'), 4)).toHaveLength(4);
  });

  it('uses the given dates for a custom series', () => {
    const customStarts = [new Date('2026-12-20T18:00Z'), new Date('2026-12-01T18:00Z')];
    const starts = seriesStarts(rule({ frequency: 'custom', customStarts }), new Date('2026-12-10T00:00Z'), 10);
    expect(starts).toEqual([new Date('2026-12-01T18:00Z')]);
    expect(rruleText(rule({ frequency: 'custom', customStarts }))).toBeNull();
  });
});
