// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

afterEach(cleanup);

function renderQuantity(props: { defaultValue?: number; min?: number; max?: number } = {}) {
  const onChange = vi.fn();
  render(<NumberInput label="Quantity" decrementLabel="Fewer" incrementLabel="More" onChange={onChange} {...props} />);
  return { input: screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement, onChange };
}

describe('NumberInput', () => {
  it('treats an empty value as 0', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 3, max: 999 });
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    expect(input.value).toBe('0');
    expect(input.getAttribute('aria-valuenow')).toBe('0');
  });

  it('clamps what is typed to the maximum of 999', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 1, max: 999 });
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    expect(input.value).toBe('999');
    expect(onChange).toHaveBeenLastCalledWith(999);
  });

  it('ignores letters', async () => {
    const { input } = renderQuantity({ defaultValue: 1 });
    await userEvent.type(input, 'x2');
    expect(input.value).toBe('12');
  });

  it('steps with the buttons and stops at the bounds', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 998, max: 999 });
    const more = screen.getByRole('button', { name: 'More' }) as HTMLButtonElement;
    await userEvent.click(more);
    expect(input.value).toBe('999');
    expect(onChange).toHaveBeenLastCalledWith(999);
    expect(more.disabled).toBe(true);
  });

  it('steps with the arrow keys and never goes below the minimum', async () => {
    const { input } = renderQuantity({ defaultValue: 2, min: 1 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.value).toBe('1');
    expect((screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('brings a value below the minimum back up when the shopper leaves the input', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 5, min: 1 });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input.value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
