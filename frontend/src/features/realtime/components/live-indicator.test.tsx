import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applyLocale, loadMessages } from '@/lib/i18n';
import { render, type Rendered } from '@/test/render';
import { LiveIndicator } from './live-indicator';

describe('LiveIndicator', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());
  afterAll(() => applyLocale('en'));
  const status = () => view!.container.querySelector('[role="status"]')!;
  const word = () => status().querySelector('.live-indicator__pill:not(.live-indicator__room)')!.textContent;

  it('says Live, or Reconnecting… until the socket has joined, in English as the spec writes them', async () => {
    await loadMessages(['event']);
    view = await render(<LiveIndicator status="connecting" />);
    expect(word()).toBe('Reconnecting…');
    expect(status().getAttribute('title')).toBe('Live updates paused, reconnecting');
    view.unmount();
    view = await render(<LiveIndicator status="live" />);
    expect(word()).toBe('Live');
  });

  it('speaks the reader’s language', async () => {
    await applyLocale('es');
    await loadMessages(['event']);
    view = await render(<LiveIndicator status="live" />);
    expect(word()).toBe('En directo');
    expect(status().getAttribute('title')).toBe('Los cambios de los demás aparecen aquí al momento');
  });
});
