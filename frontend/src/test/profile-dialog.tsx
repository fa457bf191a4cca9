import { act } from 'react';
import { afterEach } from 'vitest';
import { getByRole, query, renderApp, waitFor } from './render';

type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

/**
 * Returns `openProfile`: renders the app at / and opens the profile dialog through the header's button, the way a
 * person does. What it rendered is unmounted after each test.
 */
export function profileDialogOpener() {
  let app: RenderedApp | undefined;
  afterEach(() => {
    app?.unmount();
    app = undefined;
  });
  return async function openProfile() {
    const rendered = await renderApp('/');
    app = rendered;
    const button = await waitFor(() => getByRole(rendered.container, 'button', 'Open profile settings'));
    await act(async () => button.click());
    const dialog = await waitFor(() => query(rendered.container, 'dialog'));
    return { rendered, dialog };
  };
}
