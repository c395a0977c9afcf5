import { type AdminNewsPost, NewsPostChange, NewsPostInput } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { changeNewsPost, createNewsPost, deleteNewsPost, getNewsPost, newsPostHistory } from '../api/news';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { changedValues, type FormApi, FormPage } from '../kit/FormPage';
import { HistoryPanel } from '../kit/HistoryPanel';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { goTo } from '../kit/navigation';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { NewsStatusBadge } from './BlogListPage';
import styles from './blog.module.css';
import { PostPreview } from './PostPreview';
import { coverOptions, newPostValues, type PostFormValues, postValuesOf, stateOptions, toContract } from './post-form';

/** The post's fields, the same for a new post and an edit. */
function PostFields({ form }: { form: FormApi<PostFormValues> }) {
  const t = useText();
  return (
    <div className={styles.fields}>
      <TranslatedTextField label={t('blog.fields.title')} {...form.translated('title')} />
      <TranslatedTextField label={t('blog.fields.slug')} {...form.translated('slug')} />
      <TranslatedTextField label={t('blog.fields.lead')} multiline {...form.translated('lead')} />
      <TranslatedTextField
        label={t('blog.fields.body')}
        multiline
        hint={t('blog.bodyHint')}
        {...form.translated('body')}
      />
      <TextField label={t('blog.fields.tags')} hint={t('blog.tagsHint')} {...form.text('tags')} />
      <Select label={t('blog.fields.cover')} required options={coverOptions(t)} {...form.text('cover')} />
      <Select label={t('blog.fields.state')} required options={stateOptions(t)} {...form.text('state')} />
      <TextField
        label={t('blog.fields.publishedAt')}
        hint={t('blog.publishedAtHint')}
        type="datetime-local"
        required
        {...form.text('publishedAt')}
      />
    </div>
  );
}

/** A new post: a draft unless staff choose otherwise; then the post's page, with its preview. */
export function BlogPostCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'blog');
  return (
    <AdminPage title={t('blog.newTitle')} trail={[{ label: t('sections.blog'), href: list }]}>
      <FormPage
        name="news-post"
        schema={NewsPostInput}
        initial={newPostValues()}
        prepare={(values) => toContract(values)}
        cancelHref={list}
        onSubmit={async (input) => {
          const post = await createNewsPost(input);
          toast(t('blog.created'));
          goTo(adminPath(lang, 'blog', String(post.id)));
        }}
      >
        {(form) => <PostFields form={form} />}
      </FormPage>
    </AdminPage>
  );
}

/** One post: its form (saved with the version read), the storefront preview, delete, and its history. */
export function BlogPostPage({ id, staff }: { id: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload, replace } = useLoad((signal) => getNewsPost(id, signal), [id]);
  const trail = [{ label: t('sections.blog'), href: adminPath(lang, 'blog') }];

  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('blog.detailTitle')}
        failedTitle={t('blog.loadFailed')}
        trail={trail}
      />
    );
  }
  const post = loaded.data;
  return (
    <AdminPage title={post.title[lang]} trail={trail} actions={staff.may('news.delete') && <DeletePost post={post} />}>
      <p className={styles.status}>
        {t('blog.fields.status')}: <NewsStatusBadge status={post.status} />
      </p>
      {staff.may('news.update') && (
        <section className={styles.panel} aria-labelledby="post-edit-title">
          <h2 id="post-edit-title" className={styles.panel__title}>
            {t('blog.editTitle')}
          </h2>
          <FormPage
            key={post.version}
            name="news-post"
            schema={NewsPostChange}
            initial={postValuesOf(post)}
            prepare={(values, initial) => ({ ...toContract(changedValues(values, initial)), version: post.version })}
            onSubmit={async (change) => {
              replace(await changeNewsPost(String(post.id), change));
              toast(t('blog.saved'));
            }}
          >
            {(form) => <PostFields form={form} />}
          </FormPage>
        </section>
      )}
      <PostPreview key={post.version} id={String(post.id)} />
      <HistoryPanel
        version={post.version}
        load={(query, signal) => newsPostHistory(String(post.id), query, signal)}
        fieldLabel={(field) => {
          const [name, language] = field.split('.');
          const label = t(`blog.fields.${name}`, { defaultValue: field });
          return language ? `${label} (${language.toUpperCase()})` : label;
        }}
        formatValue={(field, value) => {
          if (field === 'state') return t(`blog.states.${String(value)}`, { defaultValue: String(value) });
          if (field === 'cover') return t(`blog.covers.${String(value)}`, { defaultValue: String(value) });
          return typeof value === 'string' ? value : JSON.stringify(value);
        }}
      />
    </AdminPage>
  );
}

/** Delete, asked first; back to the list after. */
function DeletePost({ post }: { post: AdminNewsPost }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = post.title[lang];
  const remove = async () => {
    setBusy(true);
    try {
      await deleteNewsPost(String(post.id));
      toast(t('blog.deleted'));
      goTo(adminPath(lang, 'blog'));
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('blog.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('blog.deleteTitle', { title })}
        confirmLabel={t('blog.delete')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>{t('blog.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
