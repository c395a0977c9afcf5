import { z } from 'zod';
import { AdminType } from './enums';

// SPEC §6: permissions are view/list/create/update/delete per admin area, plus a few named extras; DESIGN §9
// adds the areas SPEC §6 leaves out (groups, discounts, price lists, transactions, shipments, warehouses,
// parts) in the same shape. Which admin type holds which permission is our decision (SPEC: "not shown"),
// written once here with its reasons; docs/permissions.md is generated from this file
// (`npm run docs:permissions`) and a test keeps the two equal.

const crud = ['view', 'list', 'create', 'update', 'delete'] as const;
const sectionActions = ['list', 'create', 'update', 'delete'] as const;

export const crudAreas = [
  'admins',
  'settings.general',
  'settings.payment_delivery',
  'orders',
  'returns',
  'transactions',
  'collections',
  'products',
  'media',
  'features',
  'options',
  'customers',
  'groups',
  'discounts',
  'gift_cards',
  'invoices',
  'price_lists',
  'news',
  'warehouse.inventory',
  'warehouse.inventory_items',
  'warehouse.inventory_operations',
  'warehouse.manufacturers',
  'warehouse.warehouses',
  'warehouse.shipments',
  'factory.models',
  'factory.plans',
  'factory.assemblies',
  'factory.parts',
] as const;
/**
 * SPEC §6 gives the preorders and shops sections list, create, update and delete (no separate view); customer
 * reviews (issue 25) take the same shape: staff list them and update them (publish or reject).
 */
export const sectionAreas = ['preorders', 'shops', 'reviews'] as const;
export const extraPermissions = [
  'common_search.view',
  'dashboard.view',
  'returns.generate_report',
  'products.generate_price_list',
  'media.upload',
  'media.folders',
  // Insured bikes (issue 25): the policies list and registering a sold bike with the insurer.
  'insurance.list',
  'insurance.create',
  // Claims on a policy and their payouts (issue 25): the service desk records them.
  'insurance.update',
] as const;

type CrudArea = (typeof crudAreas)[number];
type SectionArea = (typeof sectionAreas)[number];
export type PermissionName =
  | `${CrudArea}.${(typeof crud)[number]}`
  | `${SectionArea}.${(typeof sectionActions)[number]}`
  | (typeof extraPermissions)[number];

export const permissionNames = [
  ...crudAreas.flatMap((area) => crud.map((action) => `${area}.${action}`)),
  ...sectionAreas.flatMap((area) => sectionActions.map((action) => `${area}.${action}`)),
  ...extraPermissions,
] as PermissionName[];

export const Permission = z.enum(permissionNames as [PermissionName, ...PermissionName[]]);
export type Permission = PermissionName;

// ---------------------------------------------------------------------------------------------------------
// The matrix: admin type → permissions

type Area = CrudArea | SectionArea;
type Action = (typeof crud)[number];

/** Every action of an area (and its named extras). */
const all = (area: Area): PermissionName[] =>
  permissionNames.filter((name) => name.startsWith(`${area}.`) && !name.slice(area.length + 1).includes('.'));
/** Some actions of an area; a section area has no `view`, so it is skipped there. */
const some = (area: Area, ...actions: Action[]): PermissionName[] =>
  actions.map((action) => `${area}.${action}` as PermissionName).filter((name) => permissionNames.includes(name));
/** Reading an area: its list and its detail. */
const read = (area: Area) => some(area, 'view', 'list');
/** Working in an area without deleting. */
const work = (area: Area) => some(area, 'view', 'list', 'create', 'update');

const everyone: PermissionName[] = ['dashboard.view', 'common_search.view'];

export interface AdminTypeGrant {
  /** Why this type holds these permissions, in the shop's words (docs/permissions.md). */
  reason: string;
  permissions: PermissionName[];
}

export const adminTypeGrants: Record<AdminType, AdminTypeGrant> = {
  super_admin: {
    reason:
      'Owns the shop: everything, including other super admins and the general settings. ' +
      'At least one active super admin always remains.',
    permissions: [...permissionNames],
  },
  admin: {
    reason:
      'Runs the shop day to day: everything a super admin may, but manages only staff below the admin ' +
      'types (see the staff rule below).',
    permissions: [...permissionNames],
  },
  sales_manager: {
    reason:
      'Leads sales: orders, returns and transactions, customers and dealer groups, price lists, preorders, ' +
      'gift cards (voids one), invoices (issues and corrects; never deletes), insured bikes (registers a sale) ' +
      'and the shop (dealer) map, and the delivery and payment settings that shape a sale; reads the ' +
      'catalogue, discounts and stock to answer customers; prints price lists and return reports.',
    permissions: [
      ...everyone,
      ...all('orders'),
      ...all('returns'),
      ...all('transactions'),
      ...all('customers'),
      ...all('groups'),
      ...all('price_lists'),
      ...all('preorders'),
      ...all('shops'),
      ...some('gift_cards', 'view', 'list', 'update'),
      // Invoices are never deleted (a correction undoes one).
      ...some('invoices', 'view', 'list', 'create', 'update'),
      ...some('settings.payment_delivery', 'view', 'list', 'update'),
      ...read('discounts'),
      ...read('products'),
      ...read('collections'),
      'products.generate_price_list',
      ...read('warehouse.inventory'),
      ...read('warehouse.shipments'),
      'insurance.list',
      'insurance.create',
    ],
  },
  sales_employee: {
    reason:
      'Sells: takes and updates orders and returns, looks after customers, sees payments, gift cards and invoices, follows ' +
      'preorders and the shop map, registers sold bikes with the insurer. Deletes nothing and changes no settings; the catalogue is for marketing.',
    permissions: [
      ...everyone,
      ...work('orders'),
      ...work('returns'),
      ...read('transactions'),
      ...work('customers'),
      ...read('gift_cards'),
      ...read('invoices'),
      ...some('preorders', 'list', 'update'),
      ...some('shops', 'list'),
      'insurance.list',
      'insurance.create',
    ],
  },
  marketing_manager: {
    reason:
      'Runs the catalogue and content: collections, products, features, options, media and folders, news, ' +
      'discounts, the shop map and customer reviews (publishes or rejects them); reads customers and groups for campaigns and price lists for offers.',
    permissions: [
      ...everyone,
      ...all('collections'),
      ...all('products'),
      ...all('features'),
      ...all('options'),
      ...all('media'),
      'media.upload',
      'media.folders',
      ...all('news'),
      ...all('discounts'),
      ...all('shops'),
      ...some('reviews', 'list', 'update'),
      ...read('customers'),
      ...read('groups'),
      ...read('price_lists'),
    ],
  },
  marketing_employee: {
    reason:
      'Writes the catalogue and content: edits products, collections, features, options, news and media, ' +
      'uploads pictures, moderates customer reviews; reads discounts. Deletes nothing.',
    permissions: [
      ...everyone,
      ...work('collections'),
      ...work('products'),
      ...work('features'),
      ...work('options'),
      ...work('media'),
      'media.upload',
      'media.folders',
      ...work('news'),
      ...read('discounts'),
      ...some('shops', 'list', 'update'),
      ...some('reviews', 'list', 'update'),
      'products.generate_price_list',
    ],
  },
  service_manager: {
    reason:
      'Leads the service desk: returns and claims end to end with their reports, the customers who file ' +
      'them; reads orders, products, parts and stock, and sends repaired bikes back (shipments); sees and registers ' +
      'insured bikes and records claims on their policies with the insurer payouts.',
    permissions: [
      ...everyone,
      ...all('returns'),
      ...some('customers', 'view', 'list', 'update'),
      ...read('orders'),
      ...read('products'),
      ...read('factory.parts'),
      ...read('warehouse.inventory'),
      ...work('warehouse.shipments'),
      'insurance.list',
      'insurance.create',
      'insurance.update',
    ],
  },
  service_employee: {
    reason:
      'Handles returns and claims and their messages; reads the customer, the order, products and parts, and ' +
      'the insured bikes, and records claims on their policies with the payouts.',
    permissions: [
      ...everyone,
      ...work('returns'),
      ...read('customers'),
      ...read('orders'),
      ...read('products'),
      ...read('factory.parts'),
      ...read('warehouse.inventory'),
      'insurance.list',
      'insurance.update',
    ],
  },
  factory_manager: {
    reason:
      'Leads production: production models, plans, assemblies, parts and their manufacturers; reads ' +
      'stock, the warehouses assemblies take parts from, and products.',
    permissions: [
      ...everyone,
      ...all('factory.models'),
      ...all('factory.plans'),
      ...all('factory.assemblies'),
      ...all('factory.parts'),
      ...all('warehouse.manufacturers'),
      ...read('warehouse.inventory'),
      ...read('warehouse.inventory_items'),
      ...read('warehouse.warehouses'),
      ...read('products'),
    ],
  },
  factory_employee: {
    reason:
      'Assembles bikes: records assemblies and their stages; reads plans, models, parts, stock and the ' +
      'warehouses an assembly takes its parts from.',
    permissions: [
      ...everyone,
      ...work('factory.assemblies'),
      ...read('factory.plans'),
      ...read('factory.models'),
      ...read('factory.parts'),
      ...read('warehouse.inventory'),
      ...read('warehouse.inventory_items'),
      ...read('warehouse.warehouses'),
    ],
  },
  warehouse_manager: {
    reason:
      'Owns physical stock: warehouses, inventory, items and operations, manufacturers and shipments; reads ' +
      'orders to pick, products and parts.',
    permissions: [
      ...everyone,
      ...all('warehouse.inventory'),
      ...all('warehouse.inventory_items'),
      ...all('warehouse.inventory_operations'),
      ...all('warehouse.manufacturers'),
      ...all('warehouse.warehouses'),
      ...all('warehouse.shipments'),
      ...read('factory.parts'),
      ...read('orders'),
      ...read('products'),
    ],
  },
  warehouse_employee: {
    reason:
      'Moves stock: records inventory operations and items, packs and sends shipments; reads orders to ' +
      'pick, warehouses, products and parts. Deletes nothing.',
    permissions: [
      ...everyone,
      ...read('warehouse.inventory'),
      ...work('warehouse.inventory_items'),
      ...some('warehouse.inventory_operations', 'view', 'list', 'create'),
      ...work('warehouse.shipments'),
      ...read('warehouse.warehouses'),
      ...read('factory.parts'),
      ...read('orders'),
      ...read('products'),
    ],
  },
};

const granted = new Map<AdminType, ReadonlySet<PermissionName>>(
  AdminType.options.map((type) => [type, new Set(adminTypeGrants[type].permissions)]),
);

/** The permissions of an admin type (none for anything else). */
export function permissionsOf(adminType: string | null | undefined): PermissionName[] {
  const set = adminType ? granted.get(adminType as AdminType) : undefined;
  return set ? permissionNames.filter((name) => set.has(name)) : [];
}

export function mayDo(adminType: string | null | undefined, permission: PermissionName): boolean {
  return adminType ? (granted.get(adminType as AdminType)?.has(permission) ?? false) : false;
}

// ---------------------------------------------------------------------------------------------------------
// Staff managing staff

/** Rank of each type for managing staff: a higher rank manages lower ones. */
const staffRank: Record<AdminType, number> = {
  super_admin: 3,
  admin: 2,
  sales_manager: 1,
  sales_employee: 1,
  marketing_manager: 1,
  marketing_employee: 1,
  service_manager: 1,
  service_employee: 1,
  factory_manager: 1,
  factory_employee: 1,
  warehouse_manager: 1,
  warehouse_employee: 1,
};

/**
 * Whether staff of type `actor` may create, change or deactivate a staff member of type `target` (and give
 * them that type): a super admin manages every type, an admin the types below admin, nobody else anyone
 * (beyond holding `admins.*`). Nobody changes their own type or state: that rule needs the ids and lives
 * with the admins use cases.
 */
export function managesStaffOf(actor: AdminType, target: AdminType): boolean {
  if (actor === 'super_admin') return true;
  return staffRank[actor] > staffRank[target] && staffRank[actor] >= 2;
}
