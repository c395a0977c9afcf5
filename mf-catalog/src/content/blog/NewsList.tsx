import type { NewsSummary } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, pathFor } from '@shop/platform';
import { Card, EmptyState, Pagination, Skeleton } from '@shop/ui';
import { fetchNews, postsPerPage } from '../../api/content';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { useLoad } from '../use-load';
import { hrefWithQuery, useQueryParam } from '../use-query-param';
import styles from './blog.module.css';

/** The blog's posts, newest first, a page at a time (`?page=2`). */
export function NewsList({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = Math.max(1, Number.parseInt(pageParam, 10) || 1);
  const news = useLoad((signal) => fetchNews(page, signal), [page, lang]);

  if (news.state === 'loading') return <Skeleton shape="rect" height="20rem" label={t('blog.loading')} />;
  if (news.state === 'failed') return <LoadError lang={lang} error={news.error} onRetry={news.retry} />;
  if (news.data.items.length === 0) return <EmptyState title={t('blog.empty')} text={t('blog.emptyHint')} />;

  const pageCount = Math.max(1, Math.ceil(news.data.total / postsPerPage));
  return (
    <div className={styles.blog}>
      <ul className={styles.blog__list}>
        {news.data.items.map((post) => (
          <NewsCard key={post.id} post={post} lang={lang} />
        ))}
      </ul>
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          label={t('blog.pages')}
          previousLabel={t('common:pagination.previous')}
          nextLabel={t('common:pagination.next')}
          pageLabel={(number) => t('common:pagination.goTo', { page: number })}
          hrefFor={(number) => hrefWithQuery({ page: number > 1 ? String(number) : '' })}
          onPageChange={(number) => setPageParam(number > 1 ? String(number) : '')}
        />
      )}
    </div>
  );
}

function NewsCard({ post, lang }: { post: NewsSummary; lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const href = pathFor('blogPost', lang, { id: post.id, slug: post.slug });
  return (
    <Card as="li" padding="none" interactive className={styles.card}>
      <img
        className={styles.card__cover}
        src={post.cover.src}
        alt=""
        width={post.cover.width}
        height={post.cover.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.card__body}>
        <p className={styles.card__meta}>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
          {' · '}
          {t('blog.readingTime', { minutes: post.readingMinutes })}
        </p>
        <h2 className={styles.card__title}>
          <a href={href} className={styles.card__link}>
            {post.title}
          </a>
        </h2>
        <p className={styles.card__lead}>{post.lead}</p>
      </div>
    </Card>
  );
}
