import * as z from 'zod';

export const joinCodeSchema = z.object({
  code: z.string().trim().min(1, 'Event code or link is required'),
});

/** Join screen: the text after /join/, else the last path segment when there is a slash. */
export function extractEventCode(input: string): string {
  const text = input.trim();
  const joinAt = text.indexOf('/join/');
  if (joinAt >= 0) return text.slice(joinAt + '/join/'.length).split(/[/?#]/)[0] ?? '';
  if (text.includes('/')) {
    const segments = text.split(/[?#]/)[0]!.split('/').filter(Boolean);
    return segments[segments.length - 1] ?? '';
  }
  return text;
}
