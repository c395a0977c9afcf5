import { type StorefrontLanguage, storefrontLanguages } from '@shop/i18n';
import { preloadLanguage, switchLanguage, useTranslation } from '@shop/platform';
import { serverAddress } from '@shop/remote-kit/server-address';
import styles from './header.module.css';

/** PL | EN: the same screen in the other language (the shell's link handling keeps it a page change). */
export function LanguageSwitch({ pathname, lang }: { pathname: string; lang: StorefrontLanguage }) {
  const { t } = useTranslation('shell');
  // Rendered on the server (the page top, src/server.tsx), the address being rendered keeps its query too.
  const search = serverAddress()?.search ?? (typeof window === 'undefined' ? '' : window.location.search);
  return (
    <nav className={styles.languages} aria-label={t('languageSwitch.label')}>
      <ul>
        {storefrontLanguages.map((other) => (
          <li key={other}>
            <a
              href={switchLanguage(`${pathname}${search}`, other)}
              hrefLang={other}
              lang={other}
              data-language={other}
              aria-current={other === lang ? 'true' : undefined}
              aria-label={t(`languageSwitch.${other}`)}
              // The other language's texts are fetched on the way to the link, not with the first page.
              onPointerEnter={() => void preloadLanguage(other)}
              onFocus={() => void preloadLanguage(other)}
            >
              {other.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
