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
    expect(input).toHaveValue('0');
    expect(input).toHaveAttribute('aria-valuenow', '0');
  });

  it('clamps what is typed to the maximum of 999', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 1, max: 999 });
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    expect(input).toHaveValue('999');
    expect(onChange).toHaveBeenLastCalledWith(999);
  });

  it('ignores letters', async () => {
    const { input } = renderQuantity({ defaultValue: 1 });
    await userEvent.type(input, 'x2');
    expect(input).toHaveValue('12');
  });

  it('steps with the buttons and stops at the bounds', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 998, max: 999 });
    const more = screen.getByRole('button', { name: 'More' }) as HTMLButtonElement;
    await userEvent.click(more);
    expect(input).toHaveValue('999');
    expect(onChange).toHaveBeenLastCalledWith(999);
    expect(more).toBeDisabled();
  });

  it('steps with the arrow keys and never goes below the minimum', async () => {
    const { input } = renderQuantity({ defaultValue: 2, min: 1 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
  });

  it('brings a value below the minimum back up when the shopper leaves the input', async () => {
    const { input, onChange } = renderQuantity({ defaultValue: 5, min: 1 });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
