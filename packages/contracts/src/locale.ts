// Zod-free locale facts for the browser's first page.

/** Currency follows language: Polish gives PLN, English gives EUR. */
export const currencyOfLanguage = { pl: 'PLN', en: 'EUR' } as const satisfies Record<'pl' | 'en', 'PLN' | 'EUR'>;

/**
 * The cookie that carries the shopper's own choice of currency (kept in the browser's storage too), so the
 * gateway renders a page on the server in the currency the browser will show it in (issue 18).
 */
export const CURRENCY_COOKIE = 'shop_currency';
