import { pathFor } from '@shop/platform';
import { Button, EmptyState, Skeleton } from '@shop/ui';
import { ActionRow } from './ContentArticle';
import { PageFrame, type ScreenProps, useCatalogText } from './PageFrame';

/** The blog's list of posts; the posts come from the CMS in the content issue. */
export function BlogPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame screen="blog" lang={lang} title={t('blog.title')}>
      <EmptyState title={t('blog.empty')} text={t('blog.emptyHint')} />
    </PageFrame>
  );
}

/** One blog post while its text is on the way. */
export function BlogPostPage({ lang }: ScreenProps) {
  const t = useCatalogText(lang);
  return (
    <PageFrame
      screen="blogPost"
      lang={lang}
      title={t('blogPost.title')}
      trail={[{ label: t('blog.title'), href: pathFor('blog', lang) }]}
    >
      <Skeleton lines={6} label={t('blogPost.loading')} />
      <ActionRow>
        <Button href={pathFor('blog', lang)} variant="ghost">
          {t('blogPost.backToBlog')}
        </Button>
      </ActionRow>
    </PageFrame>
  );
}
