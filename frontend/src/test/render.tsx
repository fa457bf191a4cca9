import { act, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { registerMutationDefaults } from '@/app/mutation-defaults';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

// Minimal rendering helpers for jsdom tests (no testing-library in this project).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no layout: the app's scroll restoration would only log "not implemented".
window.scrollTo = () => {};

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => Promise<void>;
  unmount: () => void;
}

/** What each test rendered and has not unmounted: unmounted after it, so no work of its runs once the page is gone. */
const mounted = new Set<() => void>();
afterEach(() => {
  for (const unmount of [...mounted]) unmount();
});

export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  await act(async () => root.render(ui));
  return { container, rerender: async (next) => act(async () => root.render(next)), unmount };
}

/** Renders `ui` with a query client of its own (the app's defaults, no mutation defaults). */
export async function renderWithQueryClient(ui: ReactNode, client = createQueryClient()): Promise<Rendered> {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  registerMutationDefaults(queryClient);
  let location: Location | undefined;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  const rendered = await render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The path the app shows now. */
  const pathname = () => location?.pathname;
  return { ...rendered, pathname, queryClient };
}

/** Retries the assertion until it passes (lazy screens and queries settle asynchronously; a loaded machine is slow). */
export async function waitFor<T>(assertion: () => T, timeout = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
    }
  }
}

/** Text as assistive technology reads it: aria-hidden subtrees left out. */
export function accessibleText(el: Element): string {
  let text = '';
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') text += accessibleText(node);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function matches(value: string, text: string | RegExp): boolean {
  return typeof text === 'string' ? value === text : text.test(value);
}

/** The innermost element whose text matches. */
export function getByText(root: ParentNode, text: string | RegExp): HTMLElement {
  const match = [...root.querySelectorAll<HTMLElement>('*')].reverse().find((el) => matches(accessibleText(el), text));
  if (!match) throw new Error(`No element with text ${String(text)}`);
  return match;
}

/** An element matching `selector` whose aria-label or text is `name`. */
export function getByRole(root: ParentNode, selector: string, name: string | RegExp): HTMLElement {
  const match = [...root.querySelectorAll<HTMLElement>(selector)].find((el) =>
    matches(el.getAttribute('aria-label') ?? accessibleText(el), name),
  );
  if (!match) throw new Error(`No ${selector} named ${String(name)}`);
  return match;
}

export function query<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const el = root.querySelector<E>(selector);
  if (!el) throw new Error(`Nothing matches ${selector}`);
  return el;
}
