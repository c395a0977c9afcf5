import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor, useTranslation } from '@shop/platform';
import { AccountEntry } from './AccountEntry';
import { BackButton } from './BackButton';
import { CurrencySelect } from './CurrencySelect';
import styles from './header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { MiniCartSlot } from './MiniCartSlot';
import { SearchSlot } from './SearchSlot';
import { usePage } from './use-page';

// SPEC §2 names two collections the shop links to everywhere: e-bikes (59) and electric MTB (90).
const collections = {
  ebikes: { id: 59, slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' } },
  mtb: { id: 90, slug: { pl: 'gorskie-rowery-elektryczne-mtb', en: 'mtb-electric-bikes' } },
} as const;

function MainMenu({ lang }: { lang: StorefrontLanguage }) {
  const { t } = useTranslation();
  const links = [
    ...(['ebikes', 'mtb'] as const).map((key) => ({
      key,
      href: pathFor('collection', lang, { id: collections[key].id, slug: collections[key].slug[lang] }),
    })),
    { key: 'storeLocator', href: pathFor('storeLocator', lang) },
    { key: 'blog', href: pathFor('blog', lang) },
    { key: 'contact', href: pathFor('contact', lang) },
  ];
  return (
    <nav className={styles.menu} aria-label={t('nav.main')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{t(`nav.${link.key}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The top of every page: back, logo, search, menu, language, currency, account and the mini-cart. */
export function Header() {
  const { t } = useTranslation('shell');
  const page = usePage();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {page.screen !== 'home' && <BackButton lang={page.lang} />}
        <a className={styles.logo} href={pathFor('home', page.lang)} aria-label={t('homeLink')}>
          {t('brand')}
        </a>
        <SearchSlot lang={page.lang} />
        <div className={styles.tools}>
          <LanguageSwitch pathname={page.pathname} lang={page.lang} />
          <CurrencySelect />
          <AccountEntry lang={page.lang} />
          <MiniCartSlot lang={page.lang} />
        </div>
      </div>
      <MainMenu lang={page.lang} />
    </header>
  );
}
