// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

afterEach(cleanup);

describe('PageFrame', () => {
  it('names the page by its title and shows the way here, ending at this page', () => {
    render(
      <PageFrame
        screen="cart"
        remote="mf-checkout"
        title="Koszyk"
        breadcrumbsLabel="Jesteś tutaj"
        crumbs={[{ label: 'Strona główna', href: '/pl/' }, { label: 'Koszyk' }]}
      >
        <p>Twój koszyk jest pusty</p>
      </PageFrame>,
    );
    const page = screen.getByRole('region', { name: 'Koszyk' });
    expect(page.dataset.screen).toBe('cart');
    expect(page.dataset.remote).toBe('mf-checkout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Koszyk');
    const trail = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(trail.querySelector('a')).toHaveAttribute('href', '/pl/');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Koszyk');
    expect(screen.getByText('Twój koszyk jest pusty')).toBeVisible();
  });

  it('shows no breadcrumb where there is no way here (the home page)', () => {
    render(<PageFrame screen="home" remote="mf-catalog" title="Rowery elektryczne" breadcrumbsLabel="Jesteś tutaj" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
