import { describe, expect, it } from 'vitest';
import { query, render } from '@/test/render';
import { Checkbox } from './checkbox';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('Field and the controls it wraps (TextField, TextArea, SelectField, Checkbox)', () => {
  it('labels the input and wires help and error text', async () => {
    const { container, unmount } = await render(
      <TextField label="Display Name" help="Shown to guests." error="Too long" defaultValue="x" />,
    );
    const input = query<HTMLInputElement>(container, 'input');
    const label = query<HTMLLabelElement>(container, 'label');
    expect(label.htmlFor).toBe(input.id);
    expect(label.textContent).toBe('Display Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '⚠Too long',
      'Shown to guests.',
    ]);
    unmount();
  });

  it('has no aria-invalid or aria-describedby without messages', async () => {
    const { container, unmount } = await render(<TextField label="Email" />);
    const input = query(container, 'input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    unmount();
  });

  it('labels selects, text areas and checkboxes', async () => {
    const { container, unmount } = await render(
      <>
        <SelectField
          label="Theme"
          placeholder="Select a theme"
          options={[{ value: 'diwali', label: 'Diwali' }]}
          optional
        />
        <TextArea label="Description" error="Required" />
        <Checkbox label="Vegan" help="Plant-based only" />
      </>,
    );
    const select = query<HTMLSelectElement>(container, 'select');
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Theme (optional)');
    expect(select.options[0]!.textContent).toBe('Select a theme');
    const textarea = query(container, 'textarea');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const checkbox = query<HTMLInputElement>(container, 'input[type="checkbox"]');
    expect(checkbox.closest('label')?.textContent).toBe('Vegan');
    expect(document.getElementById(checkbox.getAttribute('aria-describedby')!)?.textContent).toBe('Plant-based only');
    unmount();
  });
});
