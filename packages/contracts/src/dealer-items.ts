// The items of the dealers' downloads page (SPEC §2 Downloads), zod-free so a remote takes them for a few
// bytes (`@shop/contracts/dealer-items`); the schemas are in api/dealer.ts.

/**
 * The items of the downloads page, `<group>.<item>` in the page's order. The retail price list, the dealer's
 * own price list and the training book are printed by documents, not uploaded, so they are no item.
 */
export const DEALER_DOWNLOAD_ITEMS = [
  'marketing.photos',
  'marketing.videos',
  'marketing.branding',
  'marketing.social',
  'insurance.instruction',
  'insurance.certificate',
  'insurance.card',
  'insurance.terms',
  'product.guides',
  'product.cards',
  'product.barcodes',
  'service.pricing',
  'service.gps',
  'service.support',
] as const;
export type DealerDownloadItem = (typeof DEALER_DOWNLOAD_ITEMS)[number];
export type DealerDownloadGroup = 'marketing' | 'insurance' | 'product' | 'service';

/** The group an item is listed under. */
export const groupOfDownload = (item: DealerDownloadItem) => item.split('.')[0] as DealerDownloadGroup;
