import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Button, EmptyState } from '@shop/ui';
import { useAccountText } from './text';

/** What a guest sees on a page under the account (SPEC §2): the notice and the way to sign in. */
export function AuthenticationRequired({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <EmptyState
      title={t('common:auth.required')}
      text={t('common:auth.requiredHint')}
      action={<Button href={pathFor('login', lang)}>{t('common:auth.signIn')}</Button>}
    />
  );
}
