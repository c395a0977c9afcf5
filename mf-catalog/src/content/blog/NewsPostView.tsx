import type { NewsPost } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, formatDate, pathFor } from '@shop/platform';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { useEffect } from 'react';
import { fetchPost } from '../../api/content';
import { useContentText } from '../../screens/PageFrame';
import { LoadError } from '../LoadError';
import { type Load, useLoad } from '../use-load';
import styles from './blog.module.css';

/** The post of the route's id; the page's title follows it once it has arrived. */
export function usePost(id: string | undefined, lang: StorefrontLanguage): Load<NewsPost> & { retry: () => void } {
  return useLoad((signal) => (id ? fetchPost(id, signal) : Promise.reject(notFound())), [id, lang]);
}

const notFound = () => new ApiError(404, 'not_found', 'Not found');

/** Corrects the address to the post's own slug in this language (an old or shortened link, a language switch). */
function useCanonicalSlug(post: NewsPost | undefined, lang: StorefrontLanguage) {
  useEffect(() => {
    if (!post) return;
    const canonical = pathFor('blogPost', lang, { id: post.id, slug: post.slugs[lang] });
    if (window.location.pathname !== canonical) window.history.replaceState(window.history.state, '', canonical);
  }, [post, lang]);
}

interface NewsPostViewProps {
  post: Load<NewsPost> & { retry: () => void };
  lang: StorefrontLanguage;
}

export function NewsPostView({ post, lang }: NewsPostViewProps) {
  const t = useContentText(lang);
  useCanonicalSlug(post.data, lang);
  const back = (
    <Button href={pathFor('blog', lang)} variant="secondary">
      {t('blogPost.backToBlog')}
    </Button>
  );
  if (post.state === 'loading') return <Skeleton lines={8} label={t('blogPost.loading')} />;
  if (post.state === 'failed') {
    if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400)) {
      return <EmptyState title={t('blogPost.notFound')} text={t('blogPost.notFoundHint')} action={back} />;
    }
    return <LoadError lang={lang} error={post.error} onRetry={post.retry} />;
  }
  const { data } = post;
  return (
    <article className={styles.post}>
      <p className={styles.card__meta}>
        <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, lang)}</time>
        {' · '}
        {t('blog.readingTime', { minutes: data.readingMinutes })}
      </p>
      <p className={styles.post__lead}>{data.lead}</p>
      <img
        className={styles.post__cover}
        src={data.cover.src}
        alt={data.cover.alt}
        width={data.cover.width}
        height={data.cover.height}
      />
      <div className={styles.post__body}>
        {data.body.map((block, index) =>
          block.kind === 'heading' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a post's blocks keep their order
            <h2 key={index}>{block.text}</h2>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a post's blocks keep their order
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
      <div>{back}</div>
    </article>
  );
}
