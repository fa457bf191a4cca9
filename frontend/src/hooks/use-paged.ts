import { useState } from 'react';

/**
 * A long list drawn a page at a time: the first `page` items, then `page` more on each `more()`. A new `from` (a
 * filter, a search) starts over at the first page.
 */
export function usePaged<T>(items: readonly T[], page: number, from: unknown = null) {
  const [drawn, setDrawn] = useState({ from, count: page });
  const count = Object.is(drawn.from, from) ? drawn.count : page;
  return {
    shown: items.slice(0, count),
    /** How many the next page adds. */
    next: Math.min(Math.max(items.length - count, 0), page),
    more: () => setDrawn({ from, count: count + page }),
  };
}
