import { type BreadcrumbItem, Breadcrumbs } from '@shop/ui';
import type { ReactNode } from 'react';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './kit.module.css';
import { goTo } from './navigation';

export interface AdminPageProps {
  /** The page's heading (h1), also the last crumb. */
  title: string;
  /** Crumbs between the panel and this page (`[{ label: 'Admins', href: '/pl/admin/admins' }]`). */
  trail?: BreadcrumbItem[];
  /** Buttons beside the heading ("Add staff member"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One page of the panel: the breadcrumb from the panel's start, the heading, its actions, the content. */
export function AdminPage({ title, trail = [], actions, children }: AdminPageProps) {
  const t = useText();
  const lang = useAdminLanguage();
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[{ label: t('frame.title'), href: adminPath(lang, 'dashboard') }, ...trail, { label: title }]}
        label={t('common:nav.breadcrumbs')}
        onNavigate={goTo}
      />
      <div className={styles.page__head}>
        <h1 className={styles.page__title}>{title}</h1>
        {actions && <div className={styles.page__actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
