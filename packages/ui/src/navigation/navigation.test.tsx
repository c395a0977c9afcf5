// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';
import { pageItems } from './page-items';
import { Pagination } from './pagination';
import { Tabs } from './tabs';

afterEach(cleanup);

const pageLabel = (page: number) => `Page ${page}`;

describe('Pagination', () => {
  it('marks the current page and calls back with the one picked', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={5}
        pageCount={20}
        onPageChange={onPageChange}
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={pageLabel}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toBe('Previous1…456…20Next');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('cannot go before the first page', () => {
    render(
      <Pagination
        page={1}
        pageCount={3}
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={pageLabel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('with addresses renders real links and keeps a plain click in the app', () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        pageCount={3}
        onPageChange={onPageChange}
        hrefFor={(page) => `/en/collection/59/electric-bikes?page=${page}`}
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={pageLabel}
      />,
    );
    const third = screen.getByRole('link', { name: 'Page 3' });
    expect(third).toHaveAttribute('href', '/en/collection/59/electric-bikes?page=3');
    // Whether the app kept the click, seen after React's handlers; then jsdom is kept from navigating.
    const keptByApp: boolean[] = [];
    const observe = (event: MouseEvent) => {
      keptByApp.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    fireEvent.click(third);
    fireEvent.click(third, { ctrlKey: true });
    window.removeEventListener('click', observe);
    expect(keptByApp).toEqual([true, false]);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('leaves out pages only where a gap hides more than one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'description', label: 'Description', content: 'A light city e-bike.' },
    { id: 'specification', label: 'Specification', content: '250 W motor' },
    { id: 'reviews', label: 'Reviews', content: 'No reviews yet' },
  ];

  it('moves with the arrow keys, one Tab stop for the row', async () => {
    render(<Tabs tabs={tabs} label="Product details" />);
    const [description, specification, reviews] = screen.getAllByRole('tab');
    expect(description!).toHaveAttribute('aria-selected', 'true');
    expect([description, specification, reviews].map((tab) => tab!.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.tab();
    expect(description).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(specification).toHaveFocus();
    expect(specification!).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').textContent).toBe('250 W motor');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(reviews).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(description).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Reviews' }).textContent).toBe('No reviews yet');
  });
});

describe('Breadcrumbs', () => {
  it('is a named navigation with the current page last', () => {
    render(
      <Breadcrumbs
        label="Breadcrumbs"
        items={[
          { label: 'Home', href: '/en/' },
          { label: 'E-bikes', href: '/en/collection/59/electric-bikes' },
          { label: 'Zefir City' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'E-bikes']);
    const items = nav.querySelectorAll('li');
    expect(items[items.length - 1]!.querySelector('[aria-current="page"]')?.textContent).toBe('Zefir City');
  });
});
