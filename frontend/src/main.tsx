import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLocale, initialLocale } from './lib/i18n';
import { LocaleBoundary } from './app/locale-boundary';
import { AppProvider } from './app/providers';
import { AppRouter, preloadServerRenderedRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <LocaleBoundary>
          <AppRouter />
        </LocaleBoundary>
      </AppProvider>
    </StrictMode>,
  );

// A page rendered by the server keeps its content on screen until the screen's code is here to take over. (No
// top-level await: it would split the entry into many small chunks.) The active locale's messages load beside it
// (the server preloads them): only that locale's.
const messages = applyLocale(initialLocale()).catch(() => applyLocale('en'));
if (root.hasChildNodes())
  void Promise.all([preloadServerRenderedRoute(window.location.pathname).catch(() => undefined), messages])
    .catch(() => undefined)
    .finally(start);
else void messages.catch(() => undefined).finally(start);
