// A leaf module (no imports), so the withdrawal rules can name the option without importing the API schemas.

/**
 * The line option of the product "Przedłużenie ubezpieczenia o rok" (catalogue seed) where the buyer types the
 * frame number of the insured bike: cms finds it in an order's lines by these names (the order's event names
 * options in the order's language) and lengthens that frame's policy when the order is paid.
 */
export const INSURANCE_EXTENSION_FRAME_OPTION = {
  code: 'insured-frame-number',
  name: { pl: 'Numer ramy ubezpieczonego roweru', en: 'Frame number of the insured bike' },
} as const;
