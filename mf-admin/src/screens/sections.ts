import type { PermissionName } from '@shop/contracts';

// The admin menu of SPEC §2, in its order: standalone sections and the two groups (sales, catalog).
// Each section lives at /<lang>/admin/<slug>; the dashboard at /<lang>/admin.

export const adminMenu = [
  { section: 'dashboard' },
  {
    group: 'sales',
    sections: ['orders', 'returns', 'withdrawals', 'transactions', 'refunds', 'invoices', 'giftCards'],
  },
  {
    group: 'catalog',
    sections: ['collections', 'products', 'manufacturers', 'features', 'options', 'media', 'folders'],
  },
  { section: 'customers' },
  { section: 'groups' },
  { section: 'discounts' },
  { section: 'admins' },
  { section: 'blog' },
  { section: 'settings' },
  { section: 'warehouse' },
  { section: 'factory' },
  { section: 'priceLists' },
  { section: 'preorders' },
  { section: 'shops' },
  { section: 'insurance' },
  { section: 'reviews' },
  { section: 'safetyReports' },
] as const;

type MenuEntry = (typeof adminMenu)[number];
export type AdminSection =
  | Extract<MenuEntry, { section: string }>['section']
  | Extract<MenuEntry, { group: string }>['sections'][number];

/**
 * Who may open a section: an admin type holding any one of these (DESIGN §9; the service still decides each
 * call). A section area's `list` opens it; where one section covers several areas, any of them does.
 */
export const sectionPermissions: Record<AdminSection, readonly PermissionName[]> = {
  dashboard: ['dashboard.view'],
  orders: ['orders.list'],
  returns: ['returns.list'],
  transactions: ['transactions.list'],
  // Money going back through the payment method (issue 27): the transactions' permissions.
  refunds: ['transactions.list'],
  invoices: ['invoices.list'],
  giftCards: ['gift_cards.list'],
  collections: ['collections.list'],
  products: ['products.list'],
  features: ['features.list'],
  manufacturers: ['products.list'],
  options: ['options.list'],
  media: ['media.list'],
  folders: ['media.folders'],
  customers: ['customers.list'],
  groups: ['groups.list'],
  discounts: ['discounts.list'],
  admins: ['admins.list'],
  blog: ['news.list'],
  settings: ['settings.general.list', 'settings.payment_delivery.list'],
  warehouse: ['warehouse.inventory.list'],
  factory: ['factory.models.list', 'factory.plans.list', 'factory.assemblies.list'],
  priceLists: ['price_lists.list'],
  preorders: ['preorders.list'],
  shops: ['shops.list'],
  insurance: ['insurance.list'],
  reviews: ['reviews.list'],
  // Dangerous products reported through the contact form (issue 27): the service desk's permission.
  safetyReports: ['returns.list'],
  // Consumers' withdrawals (issue 27): the returns permissions.
  withdrawals: ['returns.list'],
};

/** URL slug of a section: its name in kebab-case ('priceLists' → 'price-lists'). */
export function slugOf(section: AdminSection): string {
  return section === 'dashboard' ? '' : section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export const allSections: AdminSection[] = adminMenu.flatMap((entry) =>
  'group' in entry ? [...entry.sections] : [entry.section],
);

/** The section a path below /<lang>/admin shows: `/orders/12` → orders; the dashboard for anything unknown. */
export function sectionOfPath(path: string): AdminSection {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return allSections.find((section) => slugOf(section) === first) ?? 'dashboard';
}

/** The address of a section, or of a page below it (`adminPath('pl', 'admins', 'new')` → `/pl/admin/admins/new`). */
export function adminPath(lang: string, section: AdminSection, ...below: string[]): string {
  const slug = slugOf(section);
  const rest = below.map(encodeURIComponent).join('/');
  return [`/${lang}/admin`, slug, rest].filter(Boolean).join('/');
}
