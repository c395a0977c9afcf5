import { Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { AdminLink, goTo } from '../kit/navigation';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './warehouse.module.css';

/** The warehouse's pages, those the staff member may open. */
export function WarehouseLinks({ staff, current }: { staff: StaffMember; current: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const pages = [
    { slug: '', label: t('warehouse.stock'), may: staff.may('warehouse.inventory_items.list') },
    { slug: 'operations', label: t('warehouse.operations'), may: staff.may('warehouse.inventory_operations.list') },
    { slug: 'count', label: t('warehouse.count'), may: staff.may('warehouse.inventory.update') },
    { slug: 'warehouses', label: t('warehouse.warehouses'), may: staff.may('warehouse.warehouses.list') },
    { slug: 'shipments', label: t('shipments.title'), may: staff.may('warehouse.shipments.list') },
  ].filter((page) => page.may);
  return (
    <nav aria-label={t('warehouse.pages')}>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page.slug}>
            <AdminLink
              href={page.slug ? adminPath(lang, 'warehouse', page.slug) : adminPath(lang, 'warehouse')}
              aria-current={current === page.slug ? 'page' : undefined}
            >
              {page.label}
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A button that opens another page of the panel (a link for the keyboard and a new tab). */
export function LinkButton({ href, children }: { href: string; children: string }) {
  return (
    <Button
      href={href}
      onClick={(event) => {
        event.preventDefault();
        goTo(href);
      }}
    >
      {children}
    </Button>
  );
}
