import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dark palette is written twice in tokens.css (for "System" on a dark device through a media query, and for the
// choice Dark through data-theme): both must say the same, and give every colour of the light palette a dark value.
const css = readFileSync(join(__dirname, '..', '..', 'styles', 'tokens.css'), 'utf8');

const declarations = (block: string) =>
  new Map([...block.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const blockAfter = (marker: string) => {
  const start = css.indexOf('{', css.indexOf(marker) + marker.length - 1);
  return css.slice(start + 1, css.indexOf('}', start));
};

describe('the dark palette', () => {
  const light = declarations(blockAfter(':root {'));
  const system = declarations(blockAfter(":root:not([data-theme='light']) {"));
  const chosen = declarations(blockAfter(":root[data-theme='dark'] {"));

  it('is the same whether it comes from the device or from the choice', () => {
    expect(system.size).toBeGreaterThan(20);
    expect([...chosen]).toEqual([...system]);
  });

  it('gives every colour, shadow and picture tint of the light palette a dark value', () => {
    const themed = [...light.keys()].filter((k) => /^--(color-|shadow-|image-)/.test(k));
    expect(themed.filter((k) => !system.has(k))).toEqual([]);
    expect(system.get('color-scheme')).toBe('dark');
  });
});
