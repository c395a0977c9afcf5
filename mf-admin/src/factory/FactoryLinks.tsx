import type { StaffMember } from '../access/staff';
import { AdminLink } from '../kit/navigation';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './factory.module.css';

/** The factory's pages, those the staff member may list. */
export function FactoryLinks({ staff, current }: { staff: StaffMember; current?: string }) {
  const t = useText();
  const lang = useAdminLanguage();
  const pages = [
    { slug: '', label: t('factory.board'), may: staff.may('factory.assemblies.list') },
    { slug: 'assemblies', label: t('factory.assemblies'), may: staff.may('factory.assemblies.list') },
    { slug: 'plans', label: t('factory.plans'), may: staff.may('factory.plans.list') },
    { slug: 'models', label: t('factory.models'), may: staff.may('factory.models.list') },
    { slug: 'parts', label: t('factory.parts'), may: staff.may('factory.parts.list') },
    { slug: 'manufacturers', label: t('factory.manufacturers'), may: staff.may('warehouse.manufacturers.list') },
  ].filter((page) => page.may);
  return (
    <nav aria-label={t('factory.pages')}>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page.slug}>
            <AdminLink
              href={page.slug ? adminPath(lang, 'factory', page.slug) : adminPath(lang, 'factory')}
              aria-current={(current ?? '') === page.slug ? 'page' : undefined}
            >
              {page.label}
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
