import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CODE_AFTER_PAINT, inlineScriptHashes, shellScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline scripts of the app shell', () => {
  it('hashes exactly the text of each attribute-less script', () => {
    const html =
      '<head><script>var a = 1;</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/json" id="d">{"a":1}</script><script>\n  b();\n</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('\n  b();\n')]);
    expect(inlineScriptHashes(html)).not.toContain(sha('var a = 1; '));
  });

  it('finds the theme script of the real shell and the loader of code held back, and nothing without a shell', () => {
    const source = readFileSync(join(__dirname, '..', '..', '..', '..', 'frontend', 'index.html'), 'utf8');
    const hashes = inlineScriptHashes(source);
    expect(hashes).toHaveLength(1);
    expect(source).toContain("localStorage.getItem('potluck-theme')");
    const dist = mkdtempSync(join(tmpdir(), 'potluck-shell-'));
    expect(shellScriptHashes(dist)).toEqual([]);
    writeFileSync(join(dist, 'index.html'), source);
    expect(shellScriptHashes(dist)).toEqual([...hashes, sha(APP_CODE_AFTER_PAINT)]);
  });
});
