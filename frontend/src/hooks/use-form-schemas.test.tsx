import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/test/render';
import type { FormSchemas } from './use-form-schemas';

// Each test gets a fresh copy of the hook (its download not started) and decides when the schemas arrive.
let release: () => void = () => {};
let submit: (run: (schemas: FormSchemas) => void) => void = () => {};
let view: Rendered | undefined;

beforeEach(() => {
  vi.resetModules();
  const arrived = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('@/lib/form-schemas', async () => {
    await arrived;
    return vi.importActual('@/lib/form-schemas');
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.doUnmock('@/lib/form-schemas');
});

async function mountForm() {
  const { useFormSchemas } = await import('./use-form-schemas');
  function Probe() {
    submit = useFormSchemas();
    return null;
  }
  view = await render(<Probe />);
}

describe('useFormSchemas', () => {
  it('runs a submit made while the schemas load once they arrive, and a double tap only once', async () => {
    await mountForm();
    const run = vi.fn((schemas: FormSchemas) => schemas.joinCodeSchema.safeParse({ code: '' }).success);
    submit(run);
    submit(run);
    expect(run).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.results[0]!.value).toBe(false);
  });

  it('runs a submit at once when the schemas are here (mounting the form loaded them)', async () => {
    await mountForm();
    release();
    const { loadFormSchemas } = await import('./use-form-schemas');
    await loadFormSchemas();
    const run = vi.fn();
    act(() => submit(run));
    expect(run).toHaveBeenCalledTimes(1);
    expect(Object.keys(run.mock.calls[0]![0] as object)).toContain('dishInputSchema');
  });

  it('runs nothing for a form that was closed before the schemas arrived', async () => {
    await mountForm();
    const run = vi.fn();
    submit(run);
    view!.unmount();
    view = undefined;
    release();
    const { loadFormSchemas } = await import('./use-form-schemas');
    await loadFormSchemas();
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
  });
});
