// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, errorOf, failure, fakeGateway, field, json, preparePage, show, signedInAs } from '../testing';

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  await signedInAs();
});
afterEach(cleanup);

const save = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('my details', () => {
  it('start from what the customer registered with', async () => {
    show('account', 'pl', '/pl/konto');
    await waitFor(() => expect(field('profile', 'firstName').value).toBe('Anna'));
    expect(field('profile', 'lastName').value).toBe('Nowak');
    expect(field('profile', 'email').value).toBe('anna@example.com');
    expect(field('profile', 'country').value).toBe('PL');
  });

  it('show the SPEC §5 text under each invalid field, in Polish', async () => {
    show('account', 'pl', '/pl/konto');
    await waitFor(() => field('profile', 'firstName'));
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await userEvent.type(field('profile', 'taxId'), '123');
    await userEvent.type(field('profile', 'vatId'), 'XX123');
    await userEvent.type(field('profile', 'zipCode'), '00000');
    await userEvent.clear(field('profile', 'email'));
    await userEvent.type(field('profile', 'email'), 'anna@');
    await userEvent.type(field('profile', 'phone'), 'abc');
    await save('Zapisz dane');
    await waitFor(() => expect(errorOf(field('profile', 'taxId'))).toBe('NIP musi składać się z 10 cyfr'));
    expect(errorOf(field('profile', 'vatId'))).toBe('Wpisz numer VAT UE, np. PL1234567890');
    expect(errorOf(field('profile', 'companyName'))).toBe('To pole jest wymagane');
    expect(errorOf(field('profile', 'email'))).toBe('Wpisz poprawny adres e-mail');
    expect(errorOf(field('profile', 'phone'))).toBe('Wpisz poprawny numer telefonu');
    expect(gateway.sent('POST /api/account/me')).toEqual([]);
  });

  it('check the postal code and the required names, in English', async () => {
    show('account', 'en', '/en/account');
    await waitFor(() => field('profile', 'firstName'));
    await userEvent.clear(field('profile', 'firstName'));
    await userEvent.type(field('profile', 'zipCode'), '1234');
    await save('Save details');
    await waitFor(() => expect(errorOf(field('profile', 'firstName'))).toBe('This field is required'));
    expect(errorOf(field('profile', 'zipCode'))).toBe('Enter the postal code as 00-000');
  });

  it('save valid data and say so', async () => {
    gateway.on('POST /api/account/me', (body) => json({ ...customer, details: body }));
    show('account', 'pl', '/pl/konto');
    await waitFor(() => field('profile', 'firstName'));
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await userEvent.type(field('profile', 'companyName'), 'Rowery Nowak');
    await userEvent.type(field('profile', 'taxId'), '526-025-02-74');
    await userEvent.type(field('profile', 'street'), 'Długa 5');
    await userEvent.type(field('profile', 'zipCode'), '00-950');
    await userEvent.type(field('profile', 'city'), 'Warszawa');
    await userEvent.selectOptions(field('profile', 'region'), 'pl_mz');
    await save('Zapisz dane');
    expect(await screen.findByText('Zapisaliśmy Twoje dane.')).toBeVisible();
    expect(gateway.sent('POST /api/account/me')).toEqual([
      {
        type: 'company',
        firstName: 'Anna',
        lastName: 'Nowak',
        companyName: 'Rowery Nowak',
        taxId: '5260250274',
        vatId: null,
        street: 'Długa 5',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
        region: 'pl_mz',
        email: 'anna@example.com',
        phone: null,
      },
    ]);
  });

  it('say when the details cannot be loaded, and try again', async () => {
    let fail = true;
    gateway.on('GET /api/account/me', () =>
      fail ? failure(503, 'service_unavailable', 'Usługa niedostępna.') : json(customer),
    );
    show('account', 'pl', '/pl/konto');
    expect(await screen.findByText('Nie udało się wczytać Twoich danych.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(field('profile', 'firstName').value).toBe('Anna'));
  });
});

describe('changing the password', () => {
  it('needs the current one and a new one of 8 characters, repeated', async () => {
    show('changePassword', 'pl', '/pl/zmiana-hasla');
    await userEvent.type(field('change-password', 'newPassword'), 'krotkie');
    await save('Zmień hasło');
    await waitFor(() => expect(errorOf(field('change-password', 'currentPassword'))).toBe('To pole jest wymagane'));
    expect(errorOf(field('change-password', 'newPassword'))).toBe('Hasło musi mieć co najmniej 8 znaków');
    expect(errorOf(field('change-password', 'repeatPassword'))).toBe('To pole jest wymagane');
    expect(gateway.sent('POST /api/account/change-password')).toEqual([]);
  });

  it('shows a wrong current password under its field, then changes it', async () => {
    let answer = () =>
      failure(400, 'validation_failed', 'Some of the parameters were invalid. Please check the data.', {
        currentPassword: 'The current password is incorrect',
      });
    gateway.on('POST /api/account/change-password', () => answer());
    show('changePassword', 'en', '/en/change-password');
    await userEvent.type(field('change-password', 'currentPassword'), 'not-my-password');
    await userEvent.type(field('change-password', 'newPassword'), 'a-new-password');
    await userEvent.type(field('change-password', 'repeatPassword'), 'a-new-password');
    await save('Change password');
    await waitFor(() =>
      expect(errorOf(field('change-password', 'currentPassword'))).toBe('The current password is incorrect'),
    );
    answer = () => json({ changed: true });
    await userEvent.clear(field('change-password', 'currentPassword'));
    await userEvent.type(field('change-password', 'currentPassword'), 'my-password');
    await save('Change password');
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(field('change-password', 'newPassword').value).toBe('');
    expect(gateway.sent('POST /api/account/change-password').at(-1)).toEqual({
      currentPassword: 'my-password',
      newPassword: 'a-new-password',
      repeatPassword: 'a-new-password',
    });
  });
});
