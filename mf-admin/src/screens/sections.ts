// The admin menu of SPEC §2, in its order: standalone sections and the two groups (sales, catalog).
// Each section lives at /<lang>/admin/<slug>; the dashboard at /<lang>/admin.

export const adminMenu = [
  { section: 'dashboard' },
  { group: 'sales', sections: ['orders', 'returns', 'transactions'] },
  { group: 'catalog', sections: ['collections', 'products', 'features', 'options', 'media', 'folders'] },
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
] as const;

type MenuEntry = (typeof adminMenu)[number];
export type AdminSection =
  | Extract<MenuEntry, { section: string }>['section']
  | Extract<MenuEntry, { group: string }>['sections'][number];

/** URL slug of a section: its name in kebab-case ('priceLists' → 'price-lists'). */
export function slugOf(section: AdminSection): string {
  return section === 'dashboard' ? '' : section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const allSections: AdminSection[] = adminMenu.flatMap((entry) =>
  'group' in entry ? [...entry.sections] : [entry.section],
);

/** The section a path below /<lang>/admin shows: `/orders/12` → orders; the dashboard for anything unknown. */
export function sectionOfPath(path: string): AdminSection {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return allSections.find((section) => slugOf(section) === first) ?? 'dashboard';
}

export function adminPath(lang: string, section: AdminSection): string {
  const slug = slugOf(section);
  return slug ? `/${lang}/admin/${slug}` : `/${lang}/admin`;
}
