import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { CheckInResult, DoorView } from '@contracts/check-in.contract';
import { registerMutationDefaults } from '@/app/mutation-defaults';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { requestUrl, stubFetch, typeInto } from '@/test/api';
import { accessibleText, renderWithQueryClient, waitFor } from '@/test/render';
import { useDoor } from './api/check-in-api';
import { DoorPanel } from './components/door-panel';

const ANA = '0f8fad5b-d9cb-469f-a165-70867728950e';
const BO = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CY = '16fd2706-8baf-433b-82eb-8c7fada847da';
const ANA_CODE = `${ANA.replaceAll('-', '')}Qx3_9kLmT2vB7nR4sW1yZa`;

const view: DoorView = {
  eventId: 'e1',
  eventName: 'Harvest supper',
  households: [
    { rsvpId: ANA, name: 'Ana Lima', adults: 2, kids: 1, arrivedAt: null, dishBrought: false },
    { rsvpId: BO, name: 'Bo Chen', adults: 1, kids: 0, arrivedAt: null, dishBrought: false },
    { rsvpId: CY, name: 'Cy Lim', adults: 2, kids: 0, arrivedAt: null, dishBrought: false },
  ],
  counts: { households: 3, arrivedHouseholds: 0, arrivedPeople: 0, people: 6 },
};

const fetchMock = stubFetch();

/** The door as its screen shows it: the list as the query has it now. */
function Door() {
  const door = useDoor('e1');
  return door.data ? <DoorPanel eventId="e1" view={door.data} /> : null;
}

async function renderDoor() {
  const client = createQueryClient();
  registerMutationDefaults(client);
  client.setQueryData(queryKeys.events.door('e1'), view);
  const rendered = await renderWithQueryClient(
    <MemoryRouter>
      <Door />
    </MemoryRouter>,
    client,
  );
  return { ...rendered, client };
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || accessibleText(b) === name,
  )!;

describe('the door screen', () => {
  it('finds a household by any part of its name, and shows its size', async () => {
    const { container } = await renderDoor();
    expect(accessibleText(container)).toContain('0 of 3 households, 0 people arrived');
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(container.querySelector(`label[for="${search.id}"]`)?.textContent).toBe('Find a guest by name');
    typeInto(search, 'lim');
    await waitFor(() => {
      const names = [...container.querySelectorAll('.door-row__name')].map((n) => n.textContent);
      expect(names).toEqual(['Ana Lima', 'Cy Lim']);
    });
    expect(accessibleText(container.querySelector('.door-row')!)).toContain('2 adults, 1 kid');
    typeInto(search, 'zed');
    await waitFor(() => expect(accessibleText(container)).toContain('No going guest matches “zed”.'));
  });

  it('checks in with the dish in one tap, shown at once while the request waits', async () => {
    // The request never answers (no signal): the arrival shows anyway, waiting to sync.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { container } = await renderDoor();
    button(container, 'Check in Bo Chen with their dish').click();
    await waitFor(() => expect(accessibleText(container)).toContain('1 of 3 households, 1 person arrived'));
    const row = [...container.querySelectorAll('.door-row')].find((r) => accessibleText(r).includes('Bo Chen'))!;
    expect(accessibleText(row)).toContain('Waiting to sync');
    expect(accessibleText(row)).toContain('Dish');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(url)).toBe(`/api/events/e1/check-ins/${BO}`);
    expect(JSON.parse(init!.body as string)).toEqual({ code: null, withDish: true });
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('with a camera and the browser’s BarcodeDetector', () => {
    const detect = vi.fn<(source: unknown) => Promise<{ rawValue: string }[]>>();
    const stopTrack = vi.fn();
    beforeEach(() => {
      detect.mockReset().mockResolvedValue([{ rawValue: ANA_CODE }]);
      vi.stubGlobal(
        'BarcodeDetector',
        class {
          static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
          detect = detect;
        },
      );
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] }) },
      });
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
      vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
      vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
        drawImage: vi.fn(),
      } as unknown as CanvasRenderingContext2D);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      Reflect.deleteProperty(navigator, 'mediaDevices');
    });

    it('checks in the household whose code it reads, and counts it once however long the code is held up', async () => {
      const result: CheckInResult = {
        household: { ...view.households[0]!, arrivedAt: '2026-12-04T18:00:00.000Z' },
        alreadyArrived: false,
        counts: { households: 3, arrivedHouseholds: 1, arrivedPeople: 3, people: 6 },
      };
      fetchMock.mockImplementation(async (input) =>
        requestUrl(input).endsWith('/door')
          ? new Response(JSON.stringify({ ...view, households: [result.household, ...view.households.slice(1)] }))
          : new Response(JSON.stringify(result)),
      );
      const { container } = await renderDoor();
      button(container, 'Scan a code').click();
      await waitFor(() => expect(accessibleText(container)).toContain('Ana Lima arrived'));
      expect(accessibleText(container)).toContain('1 of 3 households, 3 people arrived');
      expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
        video: { facingMode: 'environment' },
        audio: false,
      });
      // The detector read a canvas the frame was drawn to.
      expect(detect.mock.calls[0]![0]).toBeInstanceOf(HTMLCanvasElement);
      await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(2));
      const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(requestUrl(puts[0]![0])).toBe(`/api/events/e1/check-ins/${ANA}`);
      expect(JSON.parse(puts[0]![1]!.body as string)).toEqual({ code: ANA_CODE, withDish: false });
      // Their dish, one tap from the result.
      expect(button(container, 'Ana Lima brought their dish')).toBeDefined();
      button(container, 'Stop camera').click();
      expect(stopTrack).toHaveBeenCalled();
    });

    it('says a code of no household on the list so, and reads the list again for one who answered since', async () => {
      const late = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
      detect.mockResolvedValue([{ rawValue: `${late.replaceAll('-', '')}Qx3_9kLmT2vB7nR4sW1yZa` }]);
      fetchMock.mockImplementation(async () => new Response(JSON.stringify(view)));
      const { container } = await renderDoor();
      const reads = () => fetchMock.mock.calls.filter(([input]) => requestUrl(input).endsWith('/door')).length;
      const before = reads();
      button(container, 'Scan a code').click();
      await waitFor(() => expect(accessibleText(container)).toContain("This code isn't on the guest list"));
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    });

    it('says so when what it reads is not a check-in code', async () => {
      detect.mockResolvedValue([{ rawValue: 'https://example.test/join/abc' }]);
      const { container } = await renderDoor();
      button(container, 'Scan a code').click();
      await waitFor(() => expect(accessibleText(container)).toContain("That isn't a check-in code"));
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    });
  });

  it('draws a hall’s households 50 at a time', async () => {
    const households = Array.from({ length: 120 }, (_, i) => ({
      rsvpId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `Household ${i}`,
      adults: 1,
      kids: 0,
      arrivedAt: null,
      dishBrought: false,
    }));
    const client = createQueryClient();
    client.setQueryData(queryKeys.events.door('e1'), { ...view, households });
    const { container } = await renderWithQueryClient(
      <MemoryRouter>
        <Door />
      </MemoryRouter>,
      client,
    );
    const rows = () => container.querySelectorAll('.door-row').length;
    expect(rows()).toBe(50);
    button(container, 'Show 50 more').click();
    await waitFor(() => expect(rows()).toBe(100));
    button(container, 'Show 20 more').click();
    await waitFor(() => expect(rows()).toBe(120));
    expect(button(container, 'Show 20 more')).toBeUndefined();
  });
});
