import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toast-store';
import { stubFetch } from '@/test/api';
import { renderWithQueryClient } from '@/test/render';
import { HostMenu } from './host-menu';

const click = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });

describe('host menu: export with photos', () => {
  const fetchMock = stubFetch();
  afterEach(() => useToastStore.getState().remove());

  async function exportZip() {
    const { container, unmount } = await renderWithQueryClient(
      <MemoryRouter>
        <HostMenu event={{ id: 'e1', name: 'Summer Potluck' }} />
      </MemoryRouter>,
    );
    await click(container.querySelector('button[aria-haspopup="menu"]'));
    const zip = container.querySelector<HTMLAnchorElement>('a[href$="/export.zip"]');
    expect(zip?.getAttribute('href')).toBe('/api/events/e1/export.zip');
    await click(zip);
    return unmount;
  }

  it('tells "Busy — try again in N s" when the server is too busy to pack the ZIP', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'The server is busy.', code: 'SERVER_BUSY' }), {
        status: 503,
        headers: { 'Retry-After': '9' },
      }),
    );
    const unmount = await exportZip();
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => [t.title, t.description])).toEqual([
        ['Export with photos (ZIP)', 'Busy — try again in 9 s'],
      ]),
    );
    unmount();
  });

  it('saves the ZIP under the name the server gives it', async () => {
    fetchMock.mockResolvedValue(
      new Response('PK', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="summer-potluck.zip"' },
      }),
    );
    // jsdom makes no object URLs and downloads nothing: the link the file is saved through is read instead.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:1/zip');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const unmount = await exportZip();
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost:1/zip', download: 'summer-potluck.zip' }]),
    );
    expect(useToastStore.getState().toasts).toEqual([]);
    unmount();
  });
});
