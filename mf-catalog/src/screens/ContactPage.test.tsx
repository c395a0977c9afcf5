// @vitest-environment jsdom
import { initI18n } from '@shop/platform';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, shopConfig, stubGateway } from '../content/test-gateway';
import { ContactPage } from './ContactPage';

// The page asks the shop's configuration once (@shop/platform keeps the answer for the page): every test
// here sees the same settings, as staff left them.
const config = {
  ...shopConfig(),
  openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:30' },
  company: {
    name: 'Zefir Rowery S.A.',
    street: 'ul. Nowa 3',
    zipCode: '50-001',
    city: 'Wrocław',
    taxId: '7792433421',
    phone: '+48 71 111 22 33',
  },
};

beforeAll(() => initI18n('pl'));
afterEach(cleanup);

describe('the contact page', () => {
  it('quotes the customer service hours of the shop’s configuration, not a number of its own', async () => {
    stubGateway([['GET', '/api/config', () => json(config)]]);
    render(<ContactPage lang="pl" params={{}} />);
    expect(await screen.findByText('pon.–sob. 9:00–17:30')).toBeVisible();
    expect(screen.getByText(/odpowiadamy w godzinach pracy biura: pon\.–sob\. 9:00–17:30\./)).toBeVisible();
  });

  it('names the company as staff keep it in the settings, with the contact mailbox', async () => {
    stubGateway([['GET', '/api/config', () => json(config)]]);
    render(<ContactPage lang="pl" params={{}} />);
    const card = screen.getByRole('region', { name: 'Dane firmy' });
    const address = await within(card).findByText('Zefir Rowery S.A.');
    expect(address.closest('address')).toHaveTextContent('Zefir Rowery S.A.ul. Nowa 350-001 Wrocław');
    expect(within(card).getByRole('link', { name: '+48 71 111 22 33' })).toHaveAttribute('href', 'tel:+48711112233');
    expect(within(card).getByRole('link', { name: 'kontakt@zefir.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@zefir.example',
    );
    expect(within(card).getByText('7792433421')).toBeVisible();
  });
});
