import { permissionNames } from '@shop/contracts';

// SPEC §6 names the admin types and the permissions but not which type gets which. Our reading: the
// (super) admin may do everything; each department's manager may do everything in the department's areas,
// its employees may view, list, create and update there but not delete. Everyone sees the dashboard and search.

const departmentAreas: Record<string, string[]> = {
  sales: ['orders', 'returns', 'customers', 'preorders', 'shops', 'settings.payment_delivery'],
  marketing: ['news', 'collections', 'products', 'media', 'features', 'options', 'shops'],
  service: ['returns', 'customers'],
  factory: ['factory.models', 'factory.plans', 'factory.assemblies', 'warehouse.manufacturers'],
  warehouse: [
    'warehouse.inventory',
    'warehouse.inventory_items',
    'warehouse.inventory_operations',
    'warehouse.manufacturers',
  ],
};
const everyone = ['dashboard.view', 'common.search'];

export function permissionsOf(adminType: string | null): string[] {
  if (!adminType) return [];
  if (adminType === 'super_admin' || adminType === 'admin') return [...permissionNames];
  const [department, level] = adminType.split('_') as [string, 'manager' | 'employee'];
  const areas = departmentAreas[department] ?? [];
  return permissionNames.filter((permission) => {
    if (everyone.includes(permission)) return true;
    const area = areas.find((candidate) => permission.startsWith(`${candidate}.`));
    if (!area) return false;
    return level === 'manager' || !permission.endsWith('.delete');
  });
}
