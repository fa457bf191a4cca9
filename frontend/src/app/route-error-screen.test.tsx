import { afterEach, describe, expect, it, vi } from 'vitest';
import { getByText, render, type Rendered } from '@/test/render';
import { RouteErrorBoundary } from './route-error-screen';

let shown: Rendered | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

function boundary(resetKey: string, error?: Error) {
  return (
    <RouteErrorBoundary resetKey={resetKey}>{error ? <Throws error={error} /> : <p>Screen</p>}</RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen in place of a screen that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shown = await render(boundary('/a', new Error('boom')));
    expect(getByText(shown.container, 'Something went wrong')).toBeTruthy();
    expect(getByText(shown.container, 'Reload')).toBeTruthy();
  });

  it('tells a screen whose code is gone after an update to reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shown = await render(boundary('/a', new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    expect(getByText(shown.container, 'Potluck was updated')).toBeTruthy();
  });

  it('tries again on another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shown = await render(boundary('/a', new Error('boom')));
    expect(shown.container.textContent).toContain('Something went wrong');
    await shown.rerender(boundary('/a'));
    expect(shown.container.textContent).toContain('Something went wrong');
    await shown.rerender(boundary('/b'));
    expect(shown.container.textContent).toBe('Screen');
  });
});
