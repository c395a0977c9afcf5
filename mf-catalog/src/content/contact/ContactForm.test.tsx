// @vitest-environment jsdom
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, stubGateway } from '../test-gateway';
import { ContactForm } from './ContactForm';

beforeAll(async () => {
  // The form loads the contract's schema with its first submit; on a busy machine that import alone can
  // outlast a screen query's wait, so it is in before the tests, which are about what the form says.
  await import('@shop/contracts');
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

const sentText = 'Twoja wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe';

/** The control whose label starts with `label` (a required one ends with its `*`). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function fieldError(label: string): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('the contact form', () => {
  it('starts with the topic the address names (the services page books the workshop), and ignores others', () => {
    window.history.replaceState(null, '', '/pl/kontakt?topic=service');
    render(<ContactForm lang="pl" />);
    expect(field('Temat')).toHaveValue('service');
    cleanup();
    window.history.replaceState(null, '', '/pl/kontakt?topic=<b>x</b>');
    render(<ContactForm lang="pl" />);
    expect(field('Temat')).toHaveValue('');
    window.history.replaceState(null, '', '/');
  });

  it('names every mistake of an empty form in Polish, sends nothing and focuses the first field', async () => {
    const gateway = stubGateway([]);
    const user = userEvent.setup();
    render(<ContactForm lang="pl" />);
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    expect(await screen.findByText('Wysyłanie wiadomości nie powiodło się. Popraw błędy w formularzu')).toBeVisible();
    expect(fieldError('Imię i nazwisko')).toBe('To pole jest wymagane');
    expect(fieldError('Adres e-mail')).toBe('To pole jest wymagane');
    expect(fieldError('Temat')).toBe('Wybierz temat, aby Twoja wiadomość trafiła do właściwego działu');
    expect(fieldError('Wiadomość')).toBe('To pole jest wymagane');
    expect(fieldError('Wyrażam zgodę')).toBe(
      'Zgoda na przetwarzanie danych jest potrzebna, abyśmy mogli się z Tobą skontaktować',
    );
    expect(fieldError('Telefon')).toBeNull();
    expect(field('Imię i nazwisko')).toHaveFocus();
    expect(gateway.sent.filter((request) => request.url.pathname === '/api/contact/message')).toEqual([]);
  });

  it('says in English what is wrong with a name, an address and a short message, and counts characters', async () => {
    stubGateway([]);
    const user = userEvent.setup();
    render(<ContactForm lang="en" />);
    await user.type(field('Full name'), '12345');
    await user.type(field('E-mail address'), 'not-an-address');
    await user.type(field('Message'), 'Too short');
    expect(screen.getByTestId('message-counter').textContent).toBe('9 / 5000 characters');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Sending the message failed. Please correct the errors in the form')).toBeVisible();
    expect(fieldError('Full name')).toBe('The name looks invalid');
    expect(fieldError('E-mail address')).toBe('Enter a valid e-mail address');
    expect(fieldError('Message')).toBe('The message must be between 10 and 5000 characters long');
  });

  it('sends a valid message once, however often the button is pressed, then thanks the shopper', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = stubGateway([
      [
        'POST',
        '/api/contact/message',
        async () => {
          await answered;
          return json({ sent: true, message: sentText });
        },
      ],
    ]);
    const user = userEvent.setup();
    render(<ContactForm lang="pl" />);
    await user.type(field('Imię i nazwisko'), 'Zofia Wąsowska');
    await user.type(field('Adres e-mail'), 'zofia@example.com');
    await user.selectOptions(field('Temat'), 'service');
    await user.type(field('Wiadomość'), 'Piszczą mi hamulce w Zefir City.');
    await user.click(field('Wyrażam zgodę'));

    const submit = screen.getByRole('button', { name: /Wyślij wiadomość/ });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await user.click(submit);
    release();

    expect((await screen.findByRole('status')).textContent).toContain(sentText);
    const messages = gateway.sent.filter((request) => request.url.pathname === '/api/contact/message');
    expect(messages.map((request) => request.body)).toEqual([
      {
        name: 'Zofia Wąsowska',
        email: 'zofia@example.com',
        topic: 'service',
        message: 'Piszczą mi hamulce w Zefir City.',
        consent: true,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Wyślij wiadomość' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Napisz kolejną wiadomość' }));
    expect(field('Imię i nazwisko')).toHaveValue('');
  });

  it('shows the messages the server gives per field', async () => {
    stubGateway([
      [
        'POST',
        '/api/contact/message',
        () =>
          json(
            {
              error: {
                code: 'validation_failed',
                message: 'Wysyłanie wiadomości nie powiodło się. Popraw błędy w formularzu',
                fields: { email: 'Wpisz poprawny adres e-mail' },
              },
            },
            400,
          ),
      ],
    ]);
    const user = userEvent.setup();
    render(<ContactForm lang="pl" />);
    await user.type(field('Imię i nazwisko'), 'Jan Kowalski');
    await user.type(field('Adres e-mail'), 'jan@example.com');
    await user.selectOptions(field('Temat'), 'general');
    await user.type(field('Wiadomość'), 'Dzień dobry, mam pytanie.');
    await user.click(field('Wyrażam zgodę'));
    await user.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    expect(await screen.findByText('Wysyłanie wiadomości nie powiodło się. Popraw błędy w formularzu')).toBeVisible();
    expect(fieldError('Adres e-mail')).toBe('Wpisz poprawny adres e-mail');
    expect(field('Adres e-mail')).toHaveFocus();
  });
});
