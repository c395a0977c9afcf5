import { pathFor } from '@shop/platform';
import { Button } from '@shop/ui';
import { ActionRow, FactList } from './ContentArticle';
import styles from './HomePage.module.css';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** The two collections SPEC §2 names; their slugs are the catalogue's own. */
export const ebikesCollection = { id: 59, slug: { pl: 'rowery-elektryczne', en: 'electric-bikes' } } as const;
const mtbCollection = { id: 90, slug: { pl: 'gorskie-rowery-elektryczne-mtb', en: 'mtb-electric-bikes' } } as const;
const highlights = ['motor', 'warranty', 'delivery', 'installments'] as const;

/** The home page's welcome: what the shop sells and the way into the two main collections. */
export function HomePage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="home" lang={lang} title={t('home.title')}>
      <p className={styles.home__intro}>{t('home.intro')}</p>
      <ActionRow>
        <Button href={pathFor('collection', lang, { id: ebikesCollection.id, slug: ebikesCollection.slug[lang] })}>
          {t('home.browseEbikes')}
        </Button>
        <Button
          href={pathFor('collection', lang, { id: mtbCollection.id, slug: mtbCollection.slug[lang] })}
          variant="secondary"
        >
          {t('home.browseMtb')}
        </Button>
      </ActionRow>
      <FactList
        title={t('home.highlights.label')}
        facts={highlights.map((highlight) => t(`home.highlights.${highlight}`))}
      />
    </PageFrame>
  );
}
