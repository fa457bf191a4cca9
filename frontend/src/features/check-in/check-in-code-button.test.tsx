// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/api';
import { getByRole, query, renderWithQueryClient, waitFor } from '@/test/render';
import { CheckInCodeButton } from './components/check-in-code-button';

const fetchMock = stubFetch();

describe('the check-in code on the event page', () => {
  it('asks for nothing until tapped, then shows the household’s QR code in a sheet', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ code: 'c', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>', arrivedAt: null }),
          {
            status: 200,
          },
        ),
    );
    const { container } = await renderWithQueryClient(<CheckInCodeButton eventId="e1" />);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/events/e1/check-in/my-code', expect.anything());
    await act(async () => getByRole(container, 'button', 'Check-in code').click());
    const qr = await waitFor(() => query<HTMLImageElement>(document.body, 'img.check-in-code__qr'));
    expect(qr.getAttribute('alt')).toBe('Check-in QR code');
    expect(document.body.textContent).toContain('Show this at the door when you arrive.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/events/e1/check-in/my-code');
  });
});
