import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Skeleton } from '@shop/ui';
import { useLimitTexts } from '../../catalog/limits';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { type Article, type ArticleId, type ArticleSection, loadArticle } from './article';
import styles from './article.module.css';

interface ArticleViewProps {
  id: ArticleId;
  lang: StorefrontLanguage;
}

/** An information page's text, fetched when the page opens. */
export function ArticleView({ id, lang }: ArticleViewProps) {
  const t = useContentText(lang);
  const limits = useLimitTexts(lang);
  const article = useLoad(() => loadArticle(id, lang), [id, lang]);
  if (article.state === 'loading') return <Skeleton lines={8} label={t('content.loading')} />;
  if (article.state === 'failed') return <LoadError lang={lang} error={article.error} onRetry={article.retry} />;
  return <ArticleText article={article.data(limits)} lang={lang} />;
}

export function ArticleText({ article, lang }: { article: Article; lang: StorefrontLanguage }) {
  return (
    <div className={styles.article}>
      <p className={styles.article__lead}>{article.lead}</p>
      {article.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sections are a fixed text that never reorders
        <Section key={index} section={section} lang={lang} />
      ))}
    </div>
  );
}

function Section({ section, lang }: { section: ArticleSection; lang: StorefrontLanguage }) {
  return (
    <section className={styles.article__section}>
      {section.heading && <h2 className={styles.article__heading}>{section.heading}</h2>}
      {section.points && (
        <ul className={styles.article__points}>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.links && (
        <ul className={styles.article__links}>
          {section.links.map((link) => (
            <li key={link.screen}>
              <a href={pathFor(link.screen, lang)}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
