import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SignInScreen } from './sign-in-screen';

describe('SignInScreen', () => {
  // The page is prerendered: until the app has started, the browser must be able to go to the sign-in by itself.
  it('is a real form that starts the sign-in before any script runs', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SignInScreen />
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/api/login');
    const submit = form?.querySelector('button[type="submit"]');
    expect(submit?.textContent).toBe('Continue with Google');
  });
});
