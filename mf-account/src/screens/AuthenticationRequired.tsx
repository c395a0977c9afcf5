import type { StorefrontLanguage } from '@shop/i18n';
import { Button, EmptyState } from '@shop/ui';
import { loginPathReturningTo } from '../forms/sign-in';
import { useAccountText } from './text';

/**
 * What a guest sees on a page under the account (SPEC §2): the notice and the way to sign in, which
 * comes back to this page afterwards.
 */
export function AuthenticationRequired({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  return (
    <EmptyState
      title={t('common:auth.required')}
      text={t('common:auth.requiredHint')}
      action={<Button href={loginPathReturningTo(lang)}>{t('common:auth.signIn')}</Button>}
    />
  );
}
