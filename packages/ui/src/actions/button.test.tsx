// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('ui-button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading is busy, tells screen readers why and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Placing your order" onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Place order/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.textContent).toContain('Placing your order');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('becomes a link when given an address', () => {
    render(
      <Button href="/en/cart" variant="secondary">
        Go to cart
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to cart' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(<IconButton label="Close" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
