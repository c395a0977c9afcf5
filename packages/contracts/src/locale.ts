// Zod-free locale facts for the browser's first page.

/** Currency follows language: Polish gives PLN, English gives EUR. */
export const currencyOfLanguage = { pl: 'PLN', en: 'EUR' } as const satisfies Record<'pl' | 'en', 'PLN' | 'EUR'>;
