import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// tokens.css gives each colour its day and night value at once (light-dark()); the night values that are not colours
// are written for the choice Dark (data-theme) and for "System" on a dark device (a media query): both must say the
// same, and every colour, shadow and picture tint of the palette must have a night value.
const css = readFileSync(join(__dirname, '..', '..', 'styles', 'tokens.css'), 'utf8');

const declarations = (block: string) =>
  new Map([...block.matchAll(/(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const blockAfter = (marker: string) => {
  const start = css.indexOf('{', css.indexOf(marker) + marker.length - 1);
  return css.slice(start + 1, css.indexOf('}', start));
};
/** Colours that stay the same by night. */
const SAME_DAY_AND_NIGHT = ['--color-on-band'];

describe('the dark palette', () => {
  const palette = declarations(blockAfter(':root {'));
  const system = declarations(blockAfter(":root:not([data-theme='light']) {"));
  const chosen = declarations(blockAfter(":root[data-theme='dark'] {"));

  it('is the same whether it comes from the device or from the choice', () => {
    expect(chosen.get('color-scheme')).toBe('dark');
    chosen.delete('color-scheme');
    expect(system.size).toBeGreaterThan(1);
    expect([...chosen]).toEqual([...system]);
  });

  it('gives every colour, shadow and picture tint of the light palette a dark value', () => {
    expect(palette.get('color-scheme')).toBe('light dark');
    const colours = [...palette].filter(([k]) => /^--(color-|shadow-)/.test(k));
    expect(colours.length).toBeGreaterThan(30);
    const unpaired = colours.filter(([k, v]) => !v.includes('light-dark(') && !SAME_DAY_AND_NIGHT.includes(k));
    expect(unpaired).toEqual([]);
    const others = [...palette.keys()].filter((k) => /^--image-/.test(k));
    expect(others.filter((k) => !system.has(k))).toEqual([]);
  });
});
