import type { ErrorCode } from './errors';

// Error and field messages in the two storefront languages. Every other language falls back to English.
// Placeholders in braces ({min}, {max}) are filled from the issue or the error's params.

type Catalogue = Record<string, string>;

const en: Catalogue = {
  'error.bad_request': 'Some of the parameters were invalid. Please check the data.',
  'error.validation_failed': 'Some of the parameters were invalid. Please check the data.',
  'error.unauthorized': 'Unauthorized (insufficient rights).',
  'error.authentication_required': 'Authentication required.',
  'error.invalid_credentials': 'Invalid username and/or password.',
  'error.account_blocked': 'The account is blocked.',
  'error.account_inactive': 'The account is inactive.',
  'error.forbidden': 'Forbidden (no access).',
  'error.not_found': 'Not found.',
  'error.product_not_found': 'Product not found',
  'error.method_not_allowed': 'Method not allowed.',
  'error.not_acceptable': 'Not acceptable.',
  'error.duplicate': 'This value already exists.',
  'error.payload_too_large': 'The request is too large.',
  'error.upload_failed': 'Some files could not be uploaded - please check their count and size',
  'error.unsupported_media_type': 'Uploading error occurred',
  'error.business_rule': 'The operation could not be completed. Please try again.',
  'error.missing_variant': 'Missing variant (choose another combination)',
  'error.product_unavailable': 'Product availability error. Please check the cart.',
  'error.invalid_link': 'Invalid link',
  'error.payment_provider_unavailable': 'Payment provider not available',
  'error.too_many_requests': 'Too many attempts. Please try again later.',
  'error.too_many_login_attempts': 'Too many failed logins. The account has been blocked.',
  'error.internal': 'Server error. Please contact the administrator.',
  'error.bad_gateway': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.service_unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.network': 'Network error',

  'field.required': 'This field is required',
  'field.invalid': 'Invalid value',
  'field.unknown': 'Unknown field',
  'field.choice': 'Choose one of the allowed values',
  'field.string_min': 'Enter at least {min} characters',
  'field.string_max': 'Enter at most {max} characters',
  'field.number_min': 'The value must be at least {min}',
  'field.number_max': 'The value must be at most {max}',
  'field.array_min': 'Choose at least {min}',
  'field.array_max': 'Choose at most {max}',
  'field.integer': 'Enter a whole number',
  'field.email': 'Enter a valid e-mail address',
  'field.url': 'Enter a valid URL',
  'field.date': 'Enter a valid date',
  'field.password_min': 'The password must have at least 8 characters',
  'field.passwords_mismatch': 'The passwords must match',
  'field.tax_id': 'The tax ID must have 10 digits',
  'field.vat_id': 'Enter an EU VAT ID, e.g. PL1234567890',
  'field.terms': 'You must accept the terms',
  'field.slug': 'At least 3 characters: lowercase letters, digits and hyphens only',
  'field.duplicate': 'This value already exists',
  'field.customer_exists': 'This customer identifier is already registered',
  'field.admin_exists': 'This admin e-mail is already registered',
  'field.id_missing': 'The id must exist',
  'field.translations': 'Translations are required for all languages',
  'field.max_quantity': 'You can order max {max} pcs of this product',
  'field.contact_name': 'The name looks invalid',
  'field.contact_topic': 'Choose a topic so your message reaches the right department',
  'field.contact_message': 'The message must be between 10 and 5000 characters long',
  'field.contact_consent': 'We need your consent to data processing to contact you',
};

const pl: Catalogue = {
  'error.bad_request': 'Niektóre parametry są nieprawidłowe. Sprawdź dane.',
  'error.validation_failed': 'Niektóre parametry są nieprawidłowe. Sprawdź dane.',
  'error.unauthorized': 'Brak autoryzacji (niewystarczające uprawnienia).',
  'error.authentication_required': 'Wymagane zalogowanie.',
  'error.invalid_credentials': 'Nieprawidłowa nazwa użytkownika i/lub hasło.',
  'error.account_blocked': 'Konto jest zablokowane.',
  'error.account_inactive': 'Konto jest nieaktywne.',
  'error.forbidden': 'Brak dostępu.',
  'error.not_found': 'Nie znaleziono.',
  'error.product_not_found': 'Nie znaleziono produktu',
  'error.method_not_allowed': 'Niedozwolona metoda.',
  'error.not_acceptable': 'Żądanie nie może zostać zaakceptowane.',
  'error.duplicate': 'Taka wartość już istnieje.',
  'error.payload_too_large': 'Żądanie jest zbyt duże.',
  'error.upload_failed': 'Nie udało się przesłać niektórych plików - sprawdź ich liczbę i rozmiar',
  'error.unsupported_media_type': 'Wystąpił błąd podczas przesyłania',
  'error.business_rule': 'Nie udało się wykonać operacji. Spróbuj ponownie.',
  'error.missing_variant': 'Brak wariantu (wybierz inną kombinację)',
  'error.product_unavailable': 'Błąd dostępności produktu. Sprawdź koszyk.',
  'error.invalid_link': 'Nieprawidłowy link',
  'error.payment_provider_unavailable': 'Operator płatności jest niedostępny',
  'error.too_many_requests': 'Zbyt wiele prób. Spróbuj ponownie później.',
  'error.too_many_login_attempts': 'Zbyt wiele nieudanych logowań. Konto zostało zablokowane.',
  'error.internal': 'Błąd serwera. Skontaktuj się z administratorem.',
  'error.bad_gateway': 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  'error.service_unavailable': 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
  'error.network': 'Błąd sieci',

  'field.required': 'To pole jest wymagane',
  'field.invalid': 'Nieprawidłowa wartość',
  'field.unknown': 'Nieznane pole',
  'field.choice': 'Wybierz jedną z dostępnych wartości',
  'field.string_min': 'Wpisz co najmniej {min} znaków',
  'field.string_max': 'Wpisz najwyżej {max} znaków',
  'field.number_min': 'Wartość musi wynosić co najmniej {min}',
  'field.number_max': 'Wartość może wynosić najwyżej {max}',
  'field.array_min': 'Wybierz co najmniej {min}',
  'field.array_max': 'Wybierz najwyżej {max}',
  'field.integer': 'Wpisz liczbę całkowitą',
  'field.email': 'Wpisz poprawny adres e-mail',
  'field.url': 'Wpisz poprawny adres URL',
  'field.date': 'Wpisz poprawną datę',
  'field.password_min': 'Hasło musi mieć co najmniej 8 znaków',
  'field.passwords_mismatch': 'Hasła muszą być takie same',
  'field.tax_id': 'NIP musi składać się z 10 cyfr',
  'field.vat_id': 'Wpisz numer VAT UE, np. PL1234567890',
  'field.terms': 'Musisz zaakceptować regulamin',
  'field.slug': 'Co najmniej 3 znaki: tylko małe litery, cyfry i myślniki',
  'field.duplicate': 'Taka wartość już istnieje',
  'field.customer_exists': 'Ten identyfikator klienta jest już zarejestrowany',
  'field.admin_exists': 'Ten adres e-mail administratora jest już zarejestrowany',
  'field.id_missing': 'Wskazany identyfikator nie istnieje',
  'field.translations': 'Tłumaczenia są wymagane dla wszystkich języków',
  'field.max_quantity': 'Możesz zamówić maksymalnie {max} szt. tego produktu',
  'field.contact_name': 'Imię i nazwisko wygląda na nieprawidłowe',
  'field.contact_topic': 'Wybierz temat, aby Twoja wiadomość trafiła do właściwego działu',
  'field.contact_message': 'Wiadomość musi mieć od 10 do 5000 znaków',
  'field.contact_consent': 'Zgoda na przetwarzanie danych jest potrzebna, abyśmy mogli się z Tobą skontaktować',
};

const catalogues: Record<string, Catalogue> = { en, pl };

export type MessageKey = keyof typeof en;
export const messageKeys = Object.keys(en);
export const messageCatalogues = catalogues;

export function isMessageKey(key: string): boolean {
  return key in en;
}

/** The message for `key` in `lang` (English for a language without its own text), placeholders filled. */
export function translate(key: string, lang: string | undefined, params: Record<string, unknown> = {}): string {
  const text = catalogues[lang ?? 'en']?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function errorMessage(code: ErrorCode, lang: string | undefined, params?: Record<string, unknown>): string {
  return translate(`error.${code}`, lang, params);
}
