import { z } from 'zod';

// SPEC §6: permissions are view/list/create/update/delete per admin area, plus a few named extras.

const crud = ['view', 'list', 'create', 'update', 'delete'] as const;
const sectionActions = ['list', 'create', 'update', 'delete'] as const;

const crudAreas = [
  'admins',
  'settings.general',
  'settings.payment_delivery',
  'orders',
  'returns',
  'collections',
  'products',
  'media',
  'customers',
  'news',
  'features',
  'options',
  'warehouse.inventory',
  'warehouse.inventory_items',
  'warehouse.inventory_operations',
  'warehouse.manufacturers',
  'factory.models',
  'factory.plans',
  'factory.assemblies',
] as const;
const sectionAreas = ['preorders', 'shops'] as const;
const extras = [
  'common.search',
  'dashboard.view',
  'returns.generate_report',
  'products.generate_price_list',
  'media.upload',
  'media.folders',
] as const;

export const permissionNames: readonly string[] = [
  ...crudAreas.flatMap((area) => crud.map((action) => `${area}.${action}`)),
  ...sectionAreas.flatMap((area) => sectionActions.map((action) => `${area}.${action}`)),
  ...extras,
];

export const Permission = z.enum(permissionNames as [string, ...string[]]);
export type Permission = z.infer<typeof Permission>;
