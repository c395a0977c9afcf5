import type { StorefrontLanguage } from '@shop/i18n';
import { useSession } from '@shop/platform';
import { Breadcrumbs, EmptyState, Skeleton } from '@shop/ui';
import { useId } from 'react';
import styles from './AdminFrame.module.css';
import { AdminMenu } from './AdminMenu';
import { type AdminSection, adminPath } from './sections';
import { useAdminText } from './text';

/** One section of the admin panel: the menu, the way back to the dashboard, the section's state. */
export function AdminFrame({ lang, section }: { lang: StorefrontLanguage; section: AdminSection }) {
  const t = useAdminText(lang);
  const titleId = useId();
  const title = t(`sections.${section}`);
  return (
    <section
      className={styles.frame}
      data-screen="admin"
      data-remote="mf-admin"
      data-admin-section={section}
      aria-labelledby={titleId}
    >
      <AdminMenu lang={lang} current={section} />
      <div className={styles.frame__main}>
        <Breadcrumbs
          items={[{ label: t('frame.title'), href: adminPath(lang, 'dashboard') }, { label: title }]}
          label={t('common:nav.breadcrumbs')}
        />
        <h1 id={titleId} className={styles.frame__title}>
          {title}
        </h1>
        <SectionState lang={lang} />
      </div>
    </section>
  );
}

/** Staff only: anyone else is asked to sign in as staff; staff see the section (empty for now). */
function SectionState({ lang }: { lang: StorefrontLanguage }) {
  const t = useAdminText(lang);
  const { loaded, user } = useSession();
  if (!loaded) return <Skeleton lines={4} label={t('common:status.loading')} />;
  if (user?.role !== 'ADMIN') return <EmptyState title={t('frame.signInAsStaff')} text={t('frame.signInHint')} />;
  return <EmptyState title={t('frame.sectionEmpty')} text={t('frame.sectionEmptyHint')} />;
}
