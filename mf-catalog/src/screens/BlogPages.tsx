import { pathFor } from '@shop/platform';
import { NewsList } from '../content/blog/NewsList';
import { NewsPostView, usePost } from '../content/blog/NewsPostView';
import { PageFrame, type ScreenProps, useContentText } from './PageFrame';

/** The blog's list of posts, newest first. */
export function BlogPage({ lang }: ScreenProps) {
  const t = useContentText(lang);
  return (
    <PageFrame screen="blog" lang={lang} title={t('blog.title')}>
      <NewsList lang={lang} />
    </PageFrame>
  );
}

/** One blog post (route blog/:id/:slug). */
export function BlogPostPage({ lang, params }: ScreenProps) {
  const t = useContentText(lang);
  const post = usePost(params.id, lang);
  return (
    <PageFrame
      screen="blogPost"
      lang={lang}
      title={post.data?.title ?? t('blogPost.title')}
      trail={[{ label: t('blog.title'), href: pathFor('blog', lang) }]}
    >
      <NewsPostView post={post} lang={lang} />
    </PageFrame>
  );
}
