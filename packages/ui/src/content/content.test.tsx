// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert, Banner } from './alert';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Table } from './table';

afterEach(cleanup);

interface Order {
  number: string;
  status: string;
  total: string;
}

const columns = [
  { key: 'number', header: 'Order', cell: (order: Order) => order.number, rowHeader: true },
  { key: 'status', header: 'Status', cell: (order: Order) => order.status },
  { key: 'total', header: 'Total', cell: (order: Order) => order.total, align: 'end' as const },
];

describe('Table', () => {
  it('has a caption and headers bound to their column or row', () => {
    render(
      <Table
        caption="Your orders"
        columns={columns}
        rows={[{ number: 'ZF-1001', status: 'Paid', total: '4 999,00 zł' }]}
        rowKey={(order) => order.number}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your orders' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Order', 'col'],
      ['Status', 'col'],
      ['Total', 'col'],
    ]);
    const rowHeader = within(table).getByRole('rowheader');
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(rowHeader.textContent).toContain('ZF-1001');
    // The column name repeated for stacked phone rows stays out of the screen reader's way.
    const cell = within(table).getAllByRole('cell')[1]!;
    expect(cell.querySelector('[aria-hidden="true"]')?.textContent).toBe('Total');
    expect(cell).toHaveAttribute('data-align', 'end');
  });

  it('shows the empty message when there are no rows', () => {
    render(<Table caption="Your orders" columns={columns} rows={[]} rowKey={(o) => o.number} empty="No orders yet" />);
    expect(screen.getByRole('cell', { name: 'No orders yet' })).toBeVisible();
  });
});

describe('Alert and Banner', () => {
  it('a banner in the page from the start is not announced again', () => {
    render(<Banner tone="warning">Test mode: orders are not real</Banner>);
    expect(screen.getByText('Test mode: orders are not real')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an assertive alert is announced and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="danger" title="Payment failed" announce="assertive" onDismiss={onDismiss} dismissLabel="Close">
        Try another card.
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('EmptyState, Card and Badge', () => {
  it('an empty cart says so under a heading and offers the next step', () => {
    render(
      <EmptyState
        icon={<svg />}
        title="Your cart is empty"
        text="Find an e-bike you like."
        action={<a href="/en/collection/59/electric-bikes">Browse e-bikes</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse e-bikes' })).toBeVisible();
  });

  it('a card can be a list item and a badge carries its tone', () => {
    render(
      <ul>
        <Card as="li" interactive>
          Zefir City <Badge tone="accent">New</Badge>
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Zefir City New');
    expect(screen.getByText('New')).toHaveAttribute('data-tone', 'accent');
  });
});
