import * as z from 'zod';

/** True for a zone name the runtime's time zone database knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, 'validation.timeZone.invalid');
