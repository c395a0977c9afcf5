import type { StorefrontLanguage } from '@shop/i18n';
import { Button, EmptyState, VisuallyHidden } from '@shop/ui';
import { useId, useState } from 'react';
import { CheckingAccess, NoAccess, SignInRequired } from '../access/AccessScreens';
import { type AccessProblem, AccessProblemProvider } from '../access/access-problem';
import { leaveForSignIn } from '../access/sign-in';
import { type StaffMember, useVisitor } from '../access/staff';
import { signOut } from '../api/session';
import { AdminPage } from '../kit/AdminPage';
import { AdminLink } from '../kit/navigation';
import { AdminToasts, toast } from '../kit/toast';
import { GlobalSearch } from '../search/GlobalSearch';
import styles from './AdminFrame.module.css';
import { AdminMenu } from './AdminMenu';
import { sectionScreens } from './section-screens';
import { type AdminSection, adminPath, sectionPermissions } from './sections';
import { AdminLanguageProvider, useAdminText } from './text';

export interface AdminFrameProps {
  lang: StorefrontLanguage;
  /** The path below `/<lang>/admin`, e.g. `/admins/new`. */
  path: string;
  section: AdminSection;
}

const mayOpen = (staff: StaffMember | undefined) => (section: AdminSection) =>
  staff !== undefined && sectionPermissions[section].some(staff.may);

/**
 * The panel's own full-width layout (DESIGN §9): the top bar (search, who is signed in, sign out), the menu the
 * signed-in type may open, and the section's screen — or the sign-in or "No access" screen in its place.
 */
export function AdminFrame({ lang, path, section }: AdminFrameProps) {
  const visitor = useVisitor();
  const [problem, setProblem] = useState<{ path: string; kind: AccessProblem }>();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const staff = visitor.kind === 'staff' ? visitor.staff : undefined;
  // A problem belongs to the page that met it; moving elsewhere tries again.
  const currentProblem = problem?.path === path ? problem.kind : undefined;

  return (
    <AdminLanguageProvider value={lang}>
      <AccessProblemProvider onProblem={(kind) => setProblem({ path, kind })}>
        <AdminToasts>
          <div className={styles.frame} data-screen="admin" data-remote="mf-admin" data-admin-section={section}>
            <TopBar
              lang={lang}
              staff={staff}
              menuId={menuId}
              menuOpen={menuOpen}
              onToggleMenu={() => setMenuOpen((open) => !open)}
            />
            <div className={styles.frame__body}>
              {staff && (
                <AdminMenu
                  id={menuId}
                  lang={lang}
                  current={section}
                  mayOpen={mayOpen(staff)}
                  open={menuOpen}
                  onFollow={() => setMenuOpen(false)}
                />
              )}
              <div className={styles.frame__main}>
                {visitor.kind === 'loading' ? (
                  <CheckingAccess />
                ) : visitor.kind === 'guest' || currentProblem === 'signedOut' ? (
                  <SignInRequired />
                ) : !staff ? (
                  <NoAccess />
                ) : currentProblem === 'forbidden' || !mayOpen(staff)(section) ? (
                  <NoAccess staff={staff} />
                ) : (
                  <SectionScreen lang={lang} section={section} path={path} staff={staff} />
                )}
              </div>
            </div>
          </div>
        </AdminToasts>
      </AccessProblemProvider>
    </AdminLanguageProvider>
  );
}

function SectionScreen({
  lang,
  section,
  path,
  staff,
}: {
  lang: StorefrontLanguage;
  section: AdminSection;
  path: string;
  staff: StaffMember;
}) {
  const t = useAdminText(lang);
  const Screen = sectionScreens[section];
  if (Screen) return <Screen path={path.split('/').filter(Boolean).slice(1)} staff={staff} />;
  return (
    <AdminPage title={t(`sections.${section}`)}>
      <EmptyState title={t('frame.sectionEmpty')} text={t('frame.sectionEmptyHint')} />
    </AdminPage>
  );
}

interface TopBarProps {
  lang: StorefrontLanguage;
  staff: StaffMember | undefined;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

function TopBar({ lang, staff, menuId, menuOpen, onToggleMenu }: TopBarProps) {
  const t = useAdminText(lang);
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
      leaveForSignIn(lang);
    } catch {
      setLeaving(false);
      toast(t('frame.signOutFailed'), { tone: 'danger' });
    }
  };
  return (
    <header className={styles.topbar}>
      {staff && (
        <button
          type="button"
          className={styles.topbar__menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <span aria-hidden="true">☰</span> {t('frame.menuButton')}
        </button>
      )}
      <AdminLink className={styles.topbar__brand} href={adminPath(lang, 'dashboard')}>
        {t('frame.title')}
      </AdminLink>
      {staff?.may('common_search.view') && (
        <div className={styles.topbar__search}>
          <GlobalSearch lang={lang} />
        </div>
      )}
      {staff && (
        <div className={styles.topbar__user}>
          <p className={styles.topbar__who}>
            <VisuallyHidden>{t('frame.signedInAs')} </VisuallyHidden>
            <strong>{staff.name}</strong>
            {staff.adminType && <span className={styles.topbar__type}>{t(`types.${staff.adminType}`)}</span>}
          </p>
          <Button variant="secondary" size="sm" loading={leaving} onClick={() => void leave()}>
            {t('frame.signOut')}
          </Button>
        </div>
      )}
    </header>
  );
}
