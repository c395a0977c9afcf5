// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

const accessories = [
  { value: 'lock', label: 'Lock' },
  { value: 'helmet', label: 'Helmet' },
  { value: 'bag', label: 'Bag' },
];

function box(name: string) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('CheckboxGroup', () => {
  it('stops at the maximum: the other boxes are disabled until one is unticked', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        legend="Accessories"
        options={accessories}
        max={2}
        maxReachedNote="You can choose up to 2"
        onChange={onChange}
      />,
    );
    await userEvent.click(box('Bag'));
    await userEvent.click(box('Lock'));
    expect(onChange).toHaveBeenLastCalledWith(['lock', 'bag']);
    expect(box('Helmet')).toBeDisabled();
    expect(box('Lock')).toBeEnabled();
    expect(screen.getByText('You can choose up to 2')).toBeVisible();
    await userEvent.click(box('Helmet'));
    expect(box('Helmet')).not.toBeChecked();

    await userEvent.click(box('Lock'));
    expect(box('Helmet')).toBeEnabled();
    expect(screen.queryByText('You can choose up to 2')).not.toBeInTheDocument();
  });

  it('reports an error below the minimum once the shopper has made a choice', async () => {
    render(
      <CheckboxGroup
        legend="Accessories"
        options={accessories}
        min={2}
        belowMinError="Choose at least 2"
        defaultValue={['lock', 'helmet']}
      />,
    );
    expect(screen.queryByText('Choose at least 2')).not.toBeInTheDocument();
    await userEvent.click(box('Helmet'));
    const error = screen.getByText('Choose at least 2');
    const group = screen.getByRole('group', { name: 'Accessories' });
    expect(group.getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.click(box('Bag'));
    expect(screen.queryByText('Choose at least 2')).not.toBeInTheDocument();
  });

  it('reports the error before any choice when asked to, e.g. after a submit', () => {
    render(<CheckboxGroup legend="Accessories" options={accessories} min={1} belowMinError="Choose one" showErrors />);
    expect(screen.getByText('Choose one')).toBeVisible();
  });
});

describe('Checkbox and RadioGroup', () => {
  it('a consent box shows its error and is marked invalid', () => {
    render(<Checkbox label="I accept the terms" required error="Terms acknowledgement is required" />);
    const consent = box('I accept the terms');
    expect(consent.required).toBe(true);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Terms acknowledgement is required')).toBeVisible();
  });

  it('a radio group keeps one choice', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        legend="Prices"
        options={[
          { value: 'gross', label: 'Gross' },
          { value: 'net', label: 'Net' },
        ]}
        defaultValue="gross"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Net' }));
    expect(onChange).toHaveBeenCalledWith('net');
    expect(screen.getByRole('radio', { name: 'Gross' })).not.toBeChecked();
  });
});
