import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { storageKeys } from '@/lib/storage';

const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return Object.entries(
      JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? '{}') as Record<string, number>,
    );
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(storageKeys.scrollPositions, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // Private mode or a full storage: positions are kept for this page's life only.
  }
}

/**
 * Back and forward return to where the page was scrolled; any other navigation starts at the top (or at its #hash).
 * Positions are kept per history entry for the tab's life, so they survive a reload.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    // Recorded as it happens: by the time the next screen is committed, the page may already be shorter.
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, location.hash, navigationType]);
}
