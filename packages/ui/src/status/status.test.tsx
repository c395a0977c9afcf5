// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadFailed } from './load-failed';
import { ProgressBar } from './progress-bar';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports upload progress as a named progressbar', () => {
    render(<ProgressBar label="Uploading invoice.pdf" value={45} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading invoice.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('45%')).toBeVisible();
  });

  it('keeps the value within its bounds and reads the given text', () => {
    render(<ProgressBar label="Attachments" value={12} max={10} valueText="10 of 10 files" />);
    const bar = screen.getByRole('progressbar', { name: 'Attachments' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '10 of 10 files');
  });

  it('has no value while the amount is unknown', () => {
    render(<ProgressBar label="Preparing" />);
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
  });
});

describe('Skeleton and Spinner', () => {
  it('a skeleton hides its shapes and tells screen readers what is loading', () => {
    const { container } = render(<Skeleton lines={3} label="Loading products" />);
    const shapes = container.querySelectorAll('[data-shape]');
    expect(shapes).toHaveLength(3);
    expect([...shapes].every((shape) => shape.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading products');
  });

  it('a spinner is decoration without a label and a status with one', () => {
    const { container } = render(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    cleanup();
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});

describe('LoadFailed', () => {
  it('says what failed and offers to try again', () => {
    let tried = 0;
    render(
      <LoadFailed
        title="Nie udało się wczytać koszyka"
        message="Błąd sieci"
        retry={() => tried++}
        retryLabel="Spróbuj ponownie"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać koszyka');
    screen.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    expect(tried).toBe(1);
  });
});
