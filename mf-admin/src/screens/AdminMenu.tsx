import type { StorefrontLanguage } from '@shop/i18n';
import { AdminLink } from '../kit/navigation';
import styles from './AdminFrame.module.css';
import { type AdminSection, adminMenu, adminPath } from './sections';
import { useAdminText } from './text';

export interface AdminMenuProps {
  lang: StorefrontLanguage;
  current: AdminSection;
  /** Whether the signed-in type may open a section; the menu lists only those (a group with none goes). */
  mayOpen: (section: AdminSection) => boolean;
  id?: string;
  /** On phones the menu is folded away until the menu button opens it. */
  open?: boolean;
  onFollow?: () => void;
}

/** The admin panel's navigation: the sections of SPEC §2 the type may open, sales and catalog as groups. */
export function AdminMenu({ lang, current, mayOpen, id, open, onFollow }: AdminMenuProps) {
  const t = useAdminText(lang);
  const link = (section: AdminSection) => (
    <li key={section}>
      <AdminLink
        className={styles.menu__link}
        href={adminPath(lang, section)}
        aria-current={section === current ? 'page' : undefined}
        onClick={onFollow}
      >
        {t(`sections.${section}`)}
      </AdminLink>
    </li>
  );
  return (
    <nav id={id} className={styles.menu} aria-label={t('frame.menuLabel')} data-open={open || undefined}>
      <ul className={styles.menu__list}>
        {adminMenu.map((entry) => {
          if (!('group' in entry)) return mayOpen(entry.section) ? link(entry.section) : null;
          const sections = entry.sections.filter(mayOpen);
          if (sections.length === 0) return null;
          return (
            <li key={entry.group} className={styles.menu__group}>
              <span className={styles.menu__groupName} id={`admin-menu-${entry.group}`}>
                {t(`groups.${entry.group}`)}
              </span>
              <ul className={styles.menu__list} aria-labelledby={`admin-menu-${entry.group}`}>
                {sections.map(link)}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
