import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/providers';
import { AppRouter, preloadServerRenderedRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );

// A page rendered by the server keeps its content on screen until the screen's code is here to take over. (No
// top-level await: it would split the entry into many small chunks.)
if (root.hasChildNodes())
  void preloadServerRenderedRoute(window.location.pathname)
    .catch(() => undefined)
    .finally(start);
else start();
