import './styles/tokens.css';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserTimeZone } from './lib/date-format';
import { applyLocale, initialLocale } from './lib/i18n';
import { LocaleBoundary } from './app/locale-boundary';
import { AppProvider } from './app/providers';
import { AppRouter, preloadServerRenderedRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <LocaleBoundary>
        <AppRouter />
      </LocaleBoundary>
    </AppProvider>
  </StrictMode>
);
// A page with nothing on it yet renders at once.
const render = () => createRoot(root).render(app);
// A page the server rendered stays usable while React renders its replacement: as a transition, in slices that yield
// to the browser every few milliseconds, so taking the page over never holds a tap or a keystroke for long (a form
// typed into meanwhile is handed over: lib/server-form.ts). The first date a page formats sets up the browser's date
// and time-zone data, about 10 ms on a phone that a slice cannot split: that comes first, in a task of its own.
const takeOver = () =>
  setTimeout(() => {
    browserTimeZone();
    setTimeout(() => {
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(app));
    });
  });

// A page rendered by the server keeps its content on screen until the screen's code is here to take over. (No
// top-level await: it would split the entry into many small chunks.) The active locale's messages load beside it
// (the server preloads them): only that locale's.
const messages = applyLocale(initialLocale()).catch(() => applyLocale('en'));
if (root.hasChildNodes())
  void Promise.all([preloadServerRenderedRoute(window.location.pathname).catch(() => undefined), messages])
    .catch(() => undefined)
    .finally(takeOver);
else void messages.catch(() => undefined).finally(render);
