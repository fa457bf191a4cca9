import { gunzipSync } from 'node:zlib';
import { StitchedGzip } from './stitched-gzip';

describe('StitchedGzip', () => {
  it('gzips the pieces joined with each value, readable by any gunzip', () => {
    const page = new StitchedGzip(['<form><input name="key" value="', '">', '</form>'.repeat(500)]);
    for (const key of ['a1b2', '', 'ünïcödé-key']) {
      expect(gunzipSync(page.join(key)).toString('utf8')).toBe(
        `<form><input name="key" value="${key}">${key}${'</form>'.repeat(500)}`,
      );
    }
  });

  it('handles a text without the value, and empty pieces', () => {
    expect(gunzipSync(new StitchedGzip(['only text']).join('x')).toString()).toBe('only text');
    expect(gunzipSync(new StitchedGzip(['', '']).join('v')).toString()).toBe('v');
  });
});
