import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// What the mail specs share: text a person could type that must come out as text, and the reading of a mail's HTML
// as a browser reads it.

/** Replacement patterns ($` $' $&) would be expanded by String.replace; markup, quotes and U+2028 must stay text. */
export const NASTY = "Tea $` $' $& <script>alert(1)</script> \"quoted\" 'single' </script> <b>bold</b> \u2028 end";

export interface ParsedHtml {
  body: string;
  title: string;
  tags: string[];
  hrefs: string[];
}

/** What a browser makes of the markup (parse5, in a child process). */
export const parseHtml = (markup: string): ParsedHtml =>
  JSON.parse(
    execFileSync(process.execPath, [join(__dirname, '../../test/support/parse-html.mjs')], {
      input: markup,
    }).toString(),
  ) as ParsedHtml;
