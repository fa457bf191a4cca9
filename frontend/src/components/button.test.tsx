import { describe, expect, it } from 'vitest';
import { accessibleText, query, render } from '@/test/render';
import { Button } from './button';

describe('Button', () => {
  it('defaults to type=button', async () => {
    const { container, unmount } = await render(<Button>Save Changes</Button>);
    expect(query(container, 'button').getAttribute('type')).toBe('button');
    unmount();
  });

  it('keeps both labels in the DOM (for a stable width) but names itself by the active one', async () => {
    const idle = await render(<Button pendingLabel="Saving...">Save Changes</Button>);
    const button = query<HTMLButtonElement>(idle.container, 'button');
    expect(accessibleText(button)).toBe('Save Changes');
    expect(button.disabled).toBe(false);
    idle.unmount();

    const busy = await render(
      <Button pending pendingLabel="Saving...">
        Save Changes
      </Button>,
    );
    const pending = query<HTMLButtonElement>(busy.container, 'button');
    expect(accessibleText(pending)).toBe('Saving...');
    expect(pending.textContent).toContain('Save Changes');
    expect(pending.disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    busy.unmount();
  });
});
