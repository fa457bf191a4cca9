import { describe, expect, it } from 'vitest';
import {
  combineDateAndTime,
  formatCardDate,
  formatLongDate,
  formatLongDateTime,
  formatShortDate,
  formatTime,
  isUpcoming,
  splitDateAndTime,
  zoneName,
  zonesDiffer,
} from './date-format';

// 2024-06-03 18:30 in New York is 22:30 UTC.
const instant = '2024-06-03T22:30:00.000Z';

describe('date formatting', () => {
  it('formats the card date as weekday, short month and day', () => {
    expect(formatCardDate(instant, 'America/New_York')).toBe('Mon, Jun 3');
  });

  it('formats times in 12-hour form with a plain space', () => {
    expect(formatTime(instant, 'America/New_York')).toBe('6:30 PM');
    expect(formatTime('2024-06-03T04:05:00.000Z', 'UTC')).toBe('4:05 AM');
    expect(formatTime('2024-06-03T00:00:00.000Z', 'UTC')).toBe('12:00 AM');
  });

  it('formats the long US date and time', () => {
    expect(formatLongDate(instant, 'America/New_York')).toBe('Monday, June 3, 2024');
    expect(formatLongDateTime(instant, 'America/New_York')).toBe('Monday, June 3, 2024 at 6:30 PM');
  });

  it('shows the instant in the given time zone', () => {
    expect(formatCardDate(instant, 'Asia/Kolkata')).toBe('Tue, Jun 4');
    expect(formatTime(instant, 'Asia/Kolkata')).toBe('4:00 AM');
    expect(formatShortDate(instant, 'UTC')).toBe('Jun 3, 2024');
  });
});

describe('isUpcoming', () => {
  const now = new Date('2024-06-03T12:00:00.000Z');
  it('counts now and later as upcoming, earlier as past', () => {
    expect(isUpcoming('2024-06-03T12:00:00.000Z', now)).toBe(true);
    expect(isUpcoming('2024-06-03T12:00:01.000Z', now)).toBe(true);
    expect(isUpcoming('2024-06-03T11:59:59.000Z', now)).toBe(false);
  });
});

describe('combineDateAndTime / splitDateAndTime', () => {
  it('reads the inputs as local wall-clock time', () => {
    const iso = combineDateAndTime('2024-06-03', '18:30');
    expect(iso).toBe(new Date(2024, 5, 3, 18, 30).toISOString());
    expect(splitDateAndTime(iso!)).toEqual({ date: '2024-06-03', time: '18:30' });
  });

  it('round-trips midnight and the last minute of a year', () => {
    for (const [date, time] of [
      ['2024-01-01', '00:00'],
      ['2024-12-31', '23:59'],
    ] as const) {
      expect(splitDateAndTime(combineDateAndTime(date, time)!)).toEqual({ date, time });
    }
  });

  it('returns null for a missing or impossible date or time', () => {
    expect(combineDateAndTime('', '18:30')).toBeNull();
    expect(combineDateAndTime('2024-06-03', '')).toBeNull();
    expect(combineDateAndTime('2024-02-31', '10:00')).toBeNull();
    // New York's clocks go from 01:59 to 03:00 on 10 March 2030: 02:30 is no time there, 01:59 and 03:00 are.
    expect(combineDateAndTime('2030-03-10', '02:30', 'America/New_York')).toBeNull();
    expect(combineDateAndTime('2030-03-10', '01:59', 'America/New_York')).toBe('2030-03-10T06:59:00.000Z');
    expect(combineDateAndTime('2030-03-10', '03:00', 'America/New_York')).toBe('2030-03-10T07:00:00.000Z');
    expect(combineDateAndTime('June 3', '10:00')).toBeNull();
  });
});

describe('event time zones', () => {
  it('reads the form inputs as wall-clock time in the event zone, across daylight saving', () => {
    expect(combineDateAndTime('2030-03-09', '18:00', 'America/New_York')).toBe('2030-03-09T23:00:00.000Z');
    expect(combineDateAndTime('2030-03-16', '18:00', 'America/New_York')).toBe('2030-03-16T22:00:00.000Z');
    expect(combineDateAndTime('2030-06-03', '18:30', 'Asia/Kolkata')).toBe('2030-06-03T13:00:00.000Z');
    expect(splitDateAndTime('2030-03-16T22:00:00.000Z', 'America/New_York')).toEqual({
      date: '2030-03-16',
      time: '18:00',
    });
    expect(splitDateAndTime('2030-06-03T13:00:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2030-06-03', time: '18:30' });
  });

  it('names the zone and tells when two zones show different times', () => {
    expect(zoneName('2030-01-03T13:00:00Z', 'America/New_York')).toBe('EST');
    expect(zonesDiffer('2030-06-03T13:00:00Z', 'Asia/Kolkata', 'Europe/London')).toBe(true);
    expect(zonesDiffer('2030-06-03T13:00:00Z', 'Europe/Berlin', 'Europe/Paris')).toBe(false);
  });
});
