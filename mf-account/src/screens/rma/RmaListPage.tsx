import type { ReturnSummary } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, navigate, pathFor } from '@shop/platform';
import { Button, EmptyState, LoadFailed, Pagination, Skeleton, Table, type TableColumn } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useReturns } from '../../api/rma';
import { useQueryParam } from '../../forms/use-query-param';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';
import { ReturnStatusBadge } from './rma-labels';

const pageOf = (text: string) => {
  const page = Number(text);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The customer's returns and claims (SPEC §2), newest first, with their status. */
export function RmaListPage({ lang }: ScreenProps) {
  const t = useAccountText(lang);
  return (
    <AccountFrame screen="rmaList" lang={lang} title={t('rmaList.title')} menuItem="rma">
      <ReturnList lang={lang} />
    </AccountFrame>
  );
}

function ReturnList({ lang }: { lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const pageInAddress = pageOf(useQueryParam('page'));
  const [page, setPage] = useState(pageInAddress);
  useEffect(() => setPage(pageInAddress), [pageInAddress]);
  const { resource, reload } = useReturns(page, lang);
  const hrefFor = (number: number) => `${pathFor('rmaList', lang)}${number > 1 ? `?page=${number}` : ''}`;

  if (resource.state === 'loading') return <Skeleton lines={5} label={t('rmaList.loading')} />;
  if (resource.state === 'failed')
    return (
      <LoadFailed
        title={t('rmaList.loadFailed')}
        message={resource.message}
        retry={reload}
        retryLabel={t('common:actions.retry')}
      />
    );
  const { items, total, limit } = resource.data;
  const create = <Button href={pathFor('rmaCreate', lang)}>{t('rmaList.create')}</Button>;
  if (items.length === 0 && page === 1)
    return <EmptyState title={t('rmaList.empty')} text={t('rmaList.emptyHint')} action={create} />;
  return (
    <div>
      <Table
        caption={t('rmaList.title')}
        hideCaption
        columns={columns(lang, t)}
        rows={items}
        rowKey={(item) => item.id}
        empty={t('rmaList.empty')}
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / Math.max(1, limit)))}
        label={t('rmaList.pages')}
        previousLabel={t('common:pagination.previous')}
        nextLabel={t('common:pagination.next')}
        pageLabel={(number) => t('common:pagination.goTo', { page: number })}
        hrefFor={hrefFor}
        onPageChange={(number) => {
          navigate(hrefFor(number));
          setPage(number);
        }}
      />
      {create}
    </div>
  );
}

function columns(lang: StorefrontLanguage, t: ReturnType<typeof useAccountText>): TableColumn<ReturnSummary>[] {
  return [
    {
      key: 'number',
      header: t('rmaList.number'),
      rowHeader: true,
      cell: (item) => <a href={pathFor('rmaDetails', lang, { id: item.id })}>{item.number}</a>,
    },
    { key: 'date', header: t('rmaList.date'), cell: (item) => formatDate(item.createdAt, lang) },
    { key: 'stage', header: t('rmaList.stage'), cell: (item) => t(`rmaList.stages.${item.stage}`) },
    { key: 'action', header: t('rmaList.action'), cell: (item) => t(`rmaList.actions.${item.requestedAction}`) },
    { key: 'status', header: t('rmaList.status'), cell: (item) => <ReturnStatusBadge t={t} status={item.status} /> },
  ];
}
