import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Right-to-left languages mirror the layout only where the CSS says "start" and "end" instead of "left" and "right":
// every stylesheet of the app uses logical properties. What this flags, and the few exceptions it allows (each with
// its reason), are listed here.

const src = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? cssFiles(join(dir, d.name)) : d.name.endsWith('.css') ? [join(dir, d.name)] : [],
  );
}

/** A declaration's value split into its top-level parts (at spaces outside parentheses). */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** Why a declaration is physical, or null when it mirrors by itself. */
export function physical(property: string, value: string): string | null {
  const p = property.toLowerCase();
  const v = value.trim().toLowerCase();
  if (/^(left|right)$/.test(p)) return `${p}: use inset-inline-start/end`;
  if (/^(margin|padding|border)-(left|right)(-|$)/.test(p)) return `${p}: use the -inline-start/end property`;
  if (/^border-(top|bottom)-(left|right)-radius$/.test(p)) return `${p}: use border-start-start-radius and friends`;
  if (/^(text-align|float|clear)$/.test(p) && /^(left|right)$/.test(v)) return `${p}: ${v}: use start/end`;
  if (/^(margin|padding|inset|border-width|border-style|border-color)$/.test(p)) {
    // The safe-area insets are physical on purpose (a notch stays on its side of the glass in any language).
    const sides = parts(v.replace(/safe-(left|right)|safe-area-inset-(left|right)/g, 'safe-x'));
    const [, right, , left] = sides;
    if (left !== undefined && left !== right) return `${p} with different left and right: use the -inline form`;
  }
  if (p === 'border-radius') {
    // Corners top-left, top-right, bottom-right, bottom-left; mirroring swaps left and right.
    const [a, b = a, c = a, d = b] = parts(v.split('/')[0] ?? '');
    if (a !== b || c !== d) return 'border-radius with different left and right corners';
  }
  if (/^transform$/.test(p) && /translatex\((?!0[^.\d])/.test(v)) return 'translateX slides one way: mirror it';
  if (/^background-position(-x)?$/.test(p) && /\b(left|right)\b/.test(v)) return `${p}: ${v}`;
  return null;
}

/** Declarations that are physical on purpose, by file and rule: each mirrored by a [dir='rtl'] rule beside it. */
const ALLOWED: Record<string, string[]> = {
  // No logical keyword for background-position yet: the arrow of a select moves side in [dir='rtl'].
  'components/field.css': ['background-position: right 12px center', 'background-position: left 12px center'],
};

function violations(): string[] {
  return cssFiles(src).flatMap((file) => {
    const name = relative(src, file);
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const found: string[] = [];
    for (const m of text.matchAll(/(?:^|[{;\s])([a-z-]+)\s*:\s*([^;{}]+);/g)) {
      const [property, value] = [m[1]!, m[2]!.trim()];
      if (property.startsWith('--')) continue;
      const why = physical(property, value);
      if (why && !ALLOWED[name]?.includes(`${property}: ${value}`))
        found.push(`${name}: ${property}: ${value} (${why})`);
    }
    return found;
  });
}

describe('logical CSS properties (right-to-left layouts mirror)', () => {
  it('no stylesheet of the app places anything by left or right', () => {
    expect(violations()).toEqual([]);
  });

  it('flags the physical forms, and lets the logical and symmetric ones pass', () => {
    expect(physical('margin-left', '4px')).not.toBeNull();
    expect(physical('left', '50%')).not.toBeNull();
    expect(physical('text-align', 'right')).not.toBeNull();
    expect(physical('padding', '0 8px 0 16px')).not.toBeNull();
    expect(physical('border-radius', '24px 0 0 24px')).not.toBeNull();
    expect(physical('margin', 'calc(var(--a) + env(x, 0px)) 0 calc(1px) 4px')).not.toBeNull();
    expect(physical('border-top-left-radius', '4px')).not.toBeNull();
    expect(physical('transform', 'translateX(-50%)')).not.toBeNull();
    expect(physical('margin-inline-start', '4px')).toBeNull();
    expect(physical('padding', '0 16px')).toBeNull();
    expect(physical('padding', '8px 16px 4px')).toBeNull();
    expect(physical('inset', 'auto 0 0 0')).toBeNull();
    expect(physical('padding', '0 var(--safe-right) 0 var(--safe-left)')).toBeNull();
    expect(physical('border-radius', '50%')).toBeNull();
    expect(physical('border-radius', '24px 24px 0 0')).toBeNull();
    expect(physical('margin', 'calc(var(--a) + env(x, 0px)) 0')).toBeNull();
    expect(physical('text-align', 'start')).toBeNull();
    expect(physical('transform', 'translateY(16px)')).toBeNull();
  });
});
