import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift since it opened (shifts right after input do not count) and what moved (tag and
 * class of each shifted element), read once nothing has moved for half a second more.
 */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const { node } of entry.sources ?? []) {
              // A text that moved is named by its element and its words.
              const element = node instanceof Element ? node : node?.parentElement;
              const name = element
                ? `${element.tagName.toLowerCase()}.${String(element.className)}`
                : String(node?.nodeName);
              moved.push(node instanceof Text ? `${name} "${node.data}"` : name);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
}
