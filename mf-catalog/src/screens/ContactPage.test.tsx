// @vitest-environment jsdom
import { initI18n } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, shopConfig, stubGateway } from '../content/test-gateway';
import { ContactPage } from './ContactPage';

beforeAll(() => initI18n('pl'));
afterEach(cleanup);

describe('the contact page', () => {
  it('quotes the customer service hours of the shop’s configuration, not a number of its own', async () => {
    stubGateway([
      [
        'GET',
        '/api/config',
        () => json({ ...shopConfig(), openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:30' } }),
      ],
    ]);
    render(<ContactPage lang="pl" params={{}} />);
    expect(await screen.findByText('pon.–sob. 9:00–17:30')).toBeVisible();
    expect(screen.getByText(/odpowiadamy w godzinach pracy biura: pon\.–sob\. 9:00–17:30\./)).toBeVisible();
  });
});
