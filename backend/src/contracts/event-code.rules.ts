// The join rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in join.contract.ts load only with the forms).

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
