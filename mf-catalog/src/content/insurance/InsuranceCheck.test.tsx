// @vitest-environment jsdom
import type { InsuranceCheckAnswer } from '@shop/contracts';
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, shopConfig, stubGateway } from '../test-gateway';
import { InsuranceAnswer } from './InsuranceAnswer';
import { InsuranceCheck } from './InsuranceCheck';

beforeAll(async () => {
  // The form loads the contract's schema with its first submit; on a busy machine that import alone can
  // outlast a screen query's wait, so it is in before the tests, which are about what the form says.
  await import('@shop/contracts');
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

const answers: Record<string, InsuranceCheckAnswer> = {
  insured: {
    result: 'insured',
    message: 'Twój rower jest ubezpieczony',
    frameNumber: 'ZF2026A0001',
    coverage: { from: '2026-03-02', to: '2027-03-01' },
  },
  not_insured: { result: 'not_insured', message: 'Twój rower nie jest ubezpieczony', frameNumber: 'ZF0000' },
  expired: {
    result: 'expired',
    message: 'Twoje ubezpieczenie wygasło',
    frameNumber: 'ZF2024B0042',
    coverage: { from: '2024-05-11', to: '2025-05-10' },
    offerUrl: 'https://partner.example/oc-nnw',
    offerLabel: 'Kup ubezpieczenie OC i NNW rowerzysty u naszego partnera',
  },
  error: { result: 'error', message: 'Błąd weryfikacji. Spróbuj ponownie za kilka minut', frameNumber: 'ZF1' },
};

describe('the insurer’s answer', () => {
  it('tells an insured rider so, with the days the cover runs', () => {
    render(<InsuranceAnswer answer={answers.insured!} lang="pl" />);
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain('Twój rower jest ubezpieczony');
    expect(alert.textContent).toContain('Ochrona od 02.03.2026 do 01.03.2027');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('names what remains of the insured sum after payouts, in either language', () => {
    const answer = { ...answers.insured!, remainingSum: { amount: 420_000, currency: 'PLN' as const } };
    const { unmount } = render(<InsuranceAnswer answer={answer} lang="pl" />);
    expect(screen.getByRole('status').textContent).toContain('Pozostała suma ubezpieczenia: 4\u00a0200,00\u00a0zł');
    unmount();
    render(<InsuranceAnswer answer={answer} lang="en" />);
    expect(screen.getByRole('status').textContent).toMatch(/Remaining insured sum: .*4\u00a0200/);
  });

  it('tells a rider without insurance so, and offers nothing to buy', () => {
    render(<InsuranceAnswer answer={answers.not_insured!} lang="pl" />);
    expect(screen.getByRole('status').textContent).toContain('Twój rower nie jest ubezpieczony');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads an expired cover to the partner’s offer in a new tab', () => {
    render(<InsuranceAnswer answer={answers.expired!} lang="pl" />);
    const alert = screen.getByRole('status');
    expect(alert.textContent).toContain('Twoje ubezpieczenie wygasło');
    expect(alert.textContent).toContain('Ochrona trwała od 11.05.2024 do 10.05.2025');
    const offer = within(alert).getByRole('link', { name: /Kup ubezpieczenie OC i NNW rowerzysty/ });
    expect(offer).toHaveAttribute('href', 'https://partner.example/oc-nnw');
    expect(offer).toHaveAttribute('target', '_blank');
    expect(offer.getAttribute('rel')).toContain('noopener');
  });

  it('falls back to the shop’s partner offer when an expired answer names none', () => {
    const { offerUrl: _url, offerLabel: _label, ...bare } = answers.expired!;
    render(<InsuranceAnswer answer={bare} lang="en" offerUrl="https://partner.example/settings" />);
    const offer = screen.getByRole('link', { name: /Buy cyclist liability and accident cover from our partner/ });
    expect(offer).toHaveAttribute('href', 'https://partner.example/settings');
  });

  it('reports a failed verification as an error to try again later', () => {
    render(<InsuranceAnswer answer={answers.error!} lang="pl" />);
    expect(screen.getByRole('alert').textContent).toContain('Błąd weryfikacji. Spróbuj ponownie za kilka minut');
  });
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const errorOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'))?.textContent;

describe('the insurance check form', () => {
  it('asks for both fields before it asks the insurer', async () => {
    const gateway = stubGateway([['GET', '/api/config', () => json(shopConfig())]]);
    const user = userEvent.setup();
    render(<InsuranceCheck lang="pl" />);
    await user.click(screen.getByRole('button', { name: 'Sprawdź ubezpieczenie' }));
    await waitFor(() => expect(errorOf('Numer ramy')).toBe('To pole jest wymagane'));
    expect(errorOf('Data zakupu')).toBe('To pole jest wymagane');
    expect(field('Numer ramy')).toHaveFocus();
    expect(gateway.sent.some((request) => request.url.pathname === '/api/insurance/check')).toBe(false);
  });

  it('sends the frame number and purchase date and shows the answer', async () => {
    const gateway = stubGateway([
      ['GET', '/api/config', () => json(shopConfig())],
      ['GET', '/api/insurance/check', () => json(answers.expired)],
    ]);
    const user = userEvent.setup();
    render(<InsuranceCheck lang="pl" />);
    await user.type(field('Numer ramy'), ' zf2024b0042 ');
    await user.type(field('Data zakupu'), '2024-05-10');
    await user.click(screen.getByRole('button', { name: 'Sprawdź ubezpieczenie' }));

    expect((await screen.findByRole('status')).textContent).toContain('Twoje ubezpieczenie wygasło');
    const check = gateway.sent.find((request) => request.url.pathname === '/api/insurance/check');
    expect(Object.fromEntries(check!.url.searchParams)).toEqual({
      frameNumber: 'zf2024b0042',
      purchaseDate: '2024-05-10',
    });
  });

  it('says the verification failed when the shop cannot answer', async () => {
    stubGateway([
      ['GET', '/api/config', () => json(shopConfig())],
      ['GET', '/api/insurance/check', () => json({ error: { code: 'internal', message: 'Błąd serwera.' } }, 500)],
    ]);
    const user = userEvent.setup();
    render(<InsuranceCheck lang="pl" />);
    await user.type(field('Numer ramy'), 'ZF2026A0001');
    await user.type(field('Data zakupu'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Sprawdź ubezpieczenie' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Błąd weryfikacji. Spróbuj ponownie za kilka minut',
    );
  });
});
