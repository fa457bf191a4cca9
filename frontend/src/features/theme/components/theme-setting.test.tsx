import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/test/render';
import { THEME_STORAGE_KEY } from '../theme-preference';
import { ThemeSetting } from './theme-setting';

let view: Rendered | undefined;
beforeEach(() => {
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => {
  view?.unmount();
  localStorage.clear();
});

const radio = (label: string) =>
  [...view!.container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!.querySelector('input')!;

describe('ThemeSetting', () => {
  it('offers System, Light and Dark under Appearance, System chosen at first', async () => {
    view = await render(<ThemeSetting />);
    expect(view.container.querySelector('h3')?.textContent).toBe('Appearance');
    expect([...view.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '📱System',
      '☀️Light',
      '🌙Dark',
    ]);
    expect(radio('System').checked).toBe(true);
  });

  it('applies and keeps the choice at once, and starts from the stored one next time', async () => {
    view = await render(<ThemeSetting />);
    await act(async () => radio('Dark').click());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    view.unmount();
    view = await render(<ThemeSetting />);
    expect(radio('Dark').checked).toBe(true);
    await act(async () => radio('System').click());
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
