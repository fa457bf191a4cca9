import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift since it opened (shifts right after input do not count) and what moved (tag and
 * class of each shifted element). Read once the page's pictures outside lazy loading are decoded and two frames more
 * are drawn: wait for the page's final state (the late answer shown) before calling it.
 */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as Shift[]) {
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
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        const pictures = [...document.images].filter((img) => img.loading !== 'lazy');
        void Promise.all(pictures.map((img) => img.decode().catch(() => undefined))).then(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve({ total, moved });
            }),
          ),
        );
      }),
  );
}
