// @vitest-environment jsdom
import type { AdminReview } from '@shop/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

// The reviews section (issue 25): staff list the reviews waiting for them, open one, publish it or reject
// it with a reason (the form checks the contract's schema); a type without reviews.update only reads.

const review: AdminReview = {
  id: 7,
  productId: 1315,
  rating: 4,
  title: 'Dobry rower',
  text: 'Jeżdżę nim od miesiąca <b>codziennie</b>, więcej na www.example.com',
  state: 'pending',
  hasLinks: true,
  rejectionReason: null,
  photo: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  productName: 'Zefir Miejski C2',
  author: 'Ewa N.',
  customerId: '5b0c3b2e-0f55-4c8e-9d2a-1c4b2a7e9f10',
  email: 'ewa@example.pl',
  publishedAt: null,
  decidedBy: null,
  helpful: 0,
};

let gateway: ReturnType<typeof fakeGateway>;
let me: unknown;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_employee');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/reviews', () => json({ items: [review], total: 1, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/reviews/7', () => json(review));
  gateway.on('GET /api/admin/reviews/7/history', () =>
    json({
      items: [
        {
          id: 1,
          at: '2026-11-21T09:00:00.000Z',
          staffId: 'a',
          staffName: 'Marta Wiśniewska',
          adminType: 'marketing_employee',
          action: 'reject',
          changes: [{ field: 'state', before: 'pending', after: 'rejected' }],
        },
      ],
      total: 1,
      page: 1,
      limit: 10,
    }),
  );
  gateway.on('POST /api/admin/reviews/7/publish', () => json({ ...review, state: 'published' }));
  gateway.on('POST /api/admin/reviews/7/reject', () => json({ ...review, state: 'rejected' }));
  await signedIn();
});
afterEach(cleanup);

describe('the reviews section', () => {
  it('lists the reviews with their state and the link mark, in Polish', async () => {
    showPanel('pl', '/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opinie' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Dobry rower/ });
    expect(row).toHaveTextContent('Zefir Miejski C2');
    expect(row).toHaveTextContent('Do sprawdzenia');
    expect(row).toHaveTextContent('Zawiera link');
  });

  it('shows the text as text and publishes the review, in Polish', async () => {
    showPanel('pl', '/reviews/7');
    expect(await screen.findByText(review.text)).toBeVisible();
    expect(document.querySelector('main b, [data-admin-frame] b')).toBeNull();
    expect(await screen.findByText('Marta Wiśniewska', { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj opinię' }));
    await waitFor(() => expect(gateway.sent('POST /api/admin/reviews/7/publish')).toHaveLength(1));
  });

  it('asks for a reason before rejecting, then sends it, in English', async () => {
    showPanel('en', '/reviews/7');
    const reject = await screen.findByRole('button', { name: 'Reject the review' });
    await userEvent.click(reject);
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(gateway.sent('POST /api/admin/reviews/7/reject')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Reason for rejection/), 'About the delivery, not the bike.');
    await userEvent.click(reject);
    await waitFor(() => expect(gateway.sent('POST /api/admin/reviews/7/reject')).toHaveLength(1));
    expect(gateway.sent('POST /api/admin/reviews/7/reject')[0]).toEqual({
      reason: 'About the delivery, not the bike.',
    });
  });

  it('shows a published review without the buttons', async () => {
    me = staffUser('super_admin');
    gateway = fakeGateway(() => me);
    gateway.on('GET /api/admin/reviews/7', () => json({ ...review, state: 'published' }));
    showPanel('en', '/reviews/7');
    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish the review' })).not.toBeInTheDocument();
  });
});
