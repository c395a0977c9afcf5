import { Button, LoadFailed, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { previewNewsPost } from '../api/news';
import { formatDateTime } from '../kit/format';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';
import styles from './blog.module.css';

/**
 * The post as the storefront will show it, in either language, whatever its state: what staff check before
 * they make it active. Every text is rendered as text, as the storefront does.
 */
export function PostPreview({ id }: { id: string }) {
  const t = useText();
  const [language, setLanguage] = useState<'pl' | 'en'>();
  return (
    <section className={styles.panel} aria-labelledby="post-preview-title">
      <h2 id="post-preview-title" className={styles.panel__title}>
        {t('blog.previewTitle')}
      </h2>
      <div className={styles.previewButtons}>
        {(['pl', 'en'] as const).map((lang) => (
          <Button key={lang} variant="secondary" aria-pressed={language === lang} onClick={() => setLanguage(lang)}>
            {t('blog.previewIn', { language: t(`kit.languages.${lang}`) })}
          </Button>
        ))}
      </div>
      {language && <PreviewIn key={language} id={id} language={language} />}
    </section>
  );
}

function PreviewIn({ id, language }: { id: string; language: 'pl' | 'en' }) {
  const t = useText();
  const { loaded, reload } = useLoad((signal) => previewNewsPost(id, language, signal), [id, language]);
  if (loaded.state === 'loading') return <Skeleton lines={4} label={t('common:status.loading')} />;
  if (loaded.state === 'failed')
    return (
      <LoadFailed title={t('blog.previewFailed')} message={loaded.message} retry={reload} retryLabel={t('kit.retry')} />
    );
  const post = loaded.data;
  return (
    <article className={styles.preview} lang={language} aria-label={t('blog.preview')}>
      <img className={styles.preview__cover} src={post.cover.src} alt={post.cover.alt} />
      <h3>{post.title}</h3>
      <p className={styles.preview__date}>{formatDateTime(post.publishedAt)}</p>
      <p className={styles.preview__lead}>{post.lead}</p>
      {post.body.map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no id and never move
          <h4 key={index}>{block.text}</h4>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no id and never move
          <p key={index}>{block.text}</p>
        ),
      )}
    </article>
  );
}
