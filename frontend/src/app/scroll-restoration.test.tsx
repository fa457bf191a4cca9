import { act, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { render, type Rendered } from '@/test/render';
import { useScrollRestoration } from './scroll-restoration';

const router: { navigate?: NavigateFunction } = {};
function Screen() {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string | number) =>
  act(async () => (typeof to === 'number' ? router.navigate!(to) : router.navigate!(to)));

let shown: Rendered | undefined;
const originalScrollTo = window.scrollTo;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  window.scrollTo = originalScrollTo;
});

/** jsdom does not scroll: window.scrollY follows scrollTo, and a scroll event is sent as a browser would. */
function fakeScrolling() {
  let y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const scrollBy = (top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, scrollBy, y: () => y };
}

describe('useScrollRestoration', () => {
  it('starts a new screen at the top and returns to the old position on back', async () => {
    const page = fakeScrolling();
    shown = await render(
      <MemoryRouter initialEntries={['/events']}>
        <Screen />
      </MemoryRouter>,
    );
    page.scrollBy(640);
    await navigate('/events/1');
    expect(page.y()).toBe(0);
    page.scrollBy(120);
    await navigate(-1);
    expect(page.y()).toBe(640);
    await navigate(1);
    expect(page.y()).toBe(120);
  });
});
