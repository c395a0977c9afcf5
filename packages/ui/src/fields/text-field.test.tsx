// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

afterEach(cleanup);

function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('TextField', () => {
  it('shows the error text and marks the input invalid', () => {
    render(<TextField label="E-mail" hint="We send the invoice here" error="E-mail must be valid" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.getByText('E-mail must be valid')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(input)).toBe('We send the invoice here | E-mail must be valid');
  });

  it('is valid and quiet without an error', () => {
    render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a required field on screen and for assistive technology', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Search" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  });
});

describe('TextArea and Select', () => {
  it('link their error to the control', () => {
    render(
      <>
        <TextArea label="Message" error="Between 10 and 5000 characters" />
        <Select
          label="Topic"
          placeholder="Choose a topic"
          options={[{ value: 'service', label: 'Service' }]}
          error="Choose a topic so that your message reaches the right department"
        />
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    const topic = screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
    expect(describedText(message)).toBe('Between 10 and 5000 characters');
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveValue('');
  });
});
