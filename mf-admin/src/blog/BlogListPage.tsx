import type { AdminNewsPost, NewsStatus } from '@shop/contracts';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import { listNewsPosts } from '../api/news';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { goTo } from '../kit/navigation';
import { ServerList } from '../kit/ServerList';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { stateOptions } from './post-form';

const statusTone: Record<NewsStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  archived: 'neutral',
};

/** Where the post stands on the storefront: draft, scheduled, published or archived. */
export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const t = useText();
  return <Badge tone={statusTone[status]}>{t(`blog.statuses.${status}`)}</Badge>;
}

/** The blog's posts: title, state on the storefront, publication date; filtered by state or a search. */
export function BlogListPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const create = adminPath(lang, 'blog', 'new');
  return (
    <AdminPage
      title={t('sections.blog')}
      actions={
        staff.may('news.create') && (
          <Button
            href={create}
            onClick={(event) => {
              event.preventDefault();
              goTo(create);
            }}
          >
            {t('blog.add')}
          </Button>
        )
      }
    >
      <ServerList<AdminNewsPost>
        caption={t('blog.caption')}
        load={listNewsPosts}
        rowKey={(post) => String(post.id)}
        rowHref={(post) => adminPath(lang, 'blog', String(post.id))}
        defaultSort={{ sort: 'publishedAt', dir: 'desc' }}
        filters={[
          { name: 'q', label: t('blog.filters.q') },
          { name: 'state', label: t('blog.fields.state'), options: stateOptions(t) },
        ]}
        columns={[
          { key: 'title', label: t('blog.fields.title'), sortKey: 'title', cell: (post) => post.title[lang] },
          { key: 'status', label: t('blog.fields.status'), cell: (post) => <NewsStatusBadge status={post.status} /> },
          {
            key: 'publishedAt',
            label: t('blog.fields.publishedAt'),
            sortKey: 'publishedAt',
            cell: (post) => formatDateTime(post.publishedAt),
          },
          {
            key: 'updatedAt',
            label: t('blog.fields.updatedAt'),
            sortKey: 'updatedAt',
            cell: (post) => formatDateTime(post.updatedAt),
          },
        ]}
        empty={{ title: t('blog.empty'), text: t('blog.emptyHint') }}
      />
    </AdminPage>
  );
}
