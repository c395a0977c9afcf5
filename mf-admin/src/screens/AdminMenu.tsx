import type { StorefrontLanguage } from '@shop/i18n';
import styles from './AdminFrame.module.css';
import { type AdminSection, adminMenu, adminPath } from './sections';
import { useAdminText } from './text';

/** The admin panel's navigation: every section of SPEC §2, sales and catalog as groups. */
export function AdminMenu({ lang, current }: { lang: StorefrontLanguage; current: AdminSection }) {
  const t = useAdminText(lang);
  const link = (section: AdminSection) => (
    <li key={section}>
      <a
        className={styles.menu__link}
        href={adminPath(lang, section)}
        aria-current={section === current ? 'page' : undefined}
      >
        {t(`sections.${section}`)}
      </a>
    </li>
  );
  return (
    <nav className={styles.menu} aria-label={t('frame.menuLabel')}>
      <ul className={styles.menu__list}>
        {adminMenu.map((entry) =>
          'group' in entry ? (
            <li key={entry.group} className={styles.menu__group}>
              <span className={styles.menu__groupName} id={`admin-menu-${entry.group}`}>
                {t(`groups.${entry.group}`)}
              </span>
              <ul className={styles.menu__list} aria-labelledby={`admin-menu-${entry.group}`}>
                {entry.sections.map(link)}
              </ul>
            </li>
          ) : (
            link(entry.section)
          ),
        )}
      </ul>
    </nav>
  );
}
