// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function AddToCart({ duration }: { duration?: number | null }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ message: 'Added to cart', tone: 'success', duration })}>
      Add
    </button>
  );
}

function renderShop(duration?: number | null) {
  render(
    <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications" duration={4000}>
      <AddToCart duration={duration} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('Toast', () => {
  it('appears in a polite live region and disappears by itself', () => {
    renderShop();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.textContent).toContain('Added to cart');
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Added to cart')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('goes away at once with its dismiss button', () => {
    renderShop(null);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('waits while the pointer rests on it', () => {
    renderShop();
    const toast = screen.getByText('Added to cart').closest('li')!;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Added to cart')).toBeVisible();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('stays until dismissed when its duration is null', () => {
    renderShop(null);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Added to cart')).toBeVisible();
  });

  it('tells the developer when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AddToCart />)).toThrow(/ToastProvider/);
  });
});
