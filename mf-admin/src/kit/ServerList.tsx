import type { ListAnswer } from '@shop/contracts';
import {
  Button,
  EmptyState,
  LoadFailed,
  Pagination,
  Select,
  type SelectOption,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@shop/ui';
import { type FormEvent, type MouseEvent, type ReactNode, useId, useMemo } from 'react';
import { useText } from '../screens/text';
import styles from './kit.module.css';
import { type ListDefaults, type ListFilters, type ListState, listStateOf, searchOf } from './list-state';
import { AdminLink, goTo, useSearch } from './navigation';
import { useLoad } from './use-load';

export interface ServerListColumn<Row> {
  /** Names the column (React key, test hook). */
  key: string;
  label: string;
  /** The API's sort field: the header becomes a button that sorts by it (aria-sort tells the direction). */
  sortKey?: string;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers and money. */
  align?: 'start' | 'end';
}

export interface ServerListFilter {
  /** The API's filter field (`filters[<name>]`). */
  name: string;
  label: string;
  /** `options` makes a drop-down (with "All" first); otherwise a text box. */
  options?: SelectOption[];
  /** A text box for a day (yyyy-mm-dd, the browser's date picker) instead of a search box. */
  date?: boolean;
}

export interface ServerListProps<Row> {
  /** What the table lists ("Staff accounts"): its caption, also read by screen readers. */
  caption: string;
  columns: ServerListColumn<Row>[];
  /** Asks the server for one page; the query is the list state of the address (DESIGN §4). */
  load: (query: ListState, signal: AbortSignal) => Promise<ListAnswer<Row>>;
  rowKey: (row: Row) => string;
  /** The row's detail page: the first column links there and a click anywhere on the row opens it. */
  rowHref?: (row: Row) => string;
  filters?: ServerListFilter[];
  /** The sort before anyone picks one. @default createdAt, descending */
  defaultSort?: ListDefaults;
  /** Choices of rows per page; the API's default (50) is always among them. */
  pageSizes?: number[];
  /** What an empty list says (e.g. "No staff yet"); the default speaks of the filters. */
  empty?: { title: string; text?: string };
}

/**
 * A list paged, sorted and filtered by the server, with its state in the address (back restores it): the
 * building block of every admin list. See mf-admin/README.md.
 */
export function ServerList<Row>({
  caption,
  columns,
  load,
  rowKey,
  rowHref,
  filters = [],
  defaultSort = { sort: 'createdAt', dir: 'desc' },
  pageSizes = [20, 50, 100],
  empty,
}: ServerListProps<Row>) {
  const t = useText();
  const search = useSearch();
  const filterNames = filters.map((filter) => filter.name);
  const sortKeys = columns.flatMap((column) => (column.sortKey ? [column.sortKey] : []));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are what the filters and columns say
  const state = useMemo(
    () => listStateOf(search, defaultSort, filterNames, sortKeys),
    [search, defaultSort.sort, defaultSort.dir, filterNames.join(), sortKeys.join()],
  );
  const queryKey = searchOf(state);
  const { loaded, busy, reload } = useLoad((signal) => load(state, signal), [queryKey]);
  const show = (next: ListState) => goTo(`${window.location.pathname}${searchOf(next)}`);

  const sortBy = (sortKey: string) =>
    show({
      ...state,
      page: 1,
      sort: sortKey,
      dir: state.sort === sortKey && state.dir === 'asc' ? 'desc' : 'asc',
    });
  const data = loaded.state === 'ready' ? loaded.data : undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / state.limit)) : 1;
  const sizes = [...new Set([...pageSizes, 50, state.limit])].sort((a, b) => a - b);

  return (
    <div className={styles.list} data-server-list="">
      {filters.length > 0 && (
        <ListFiltersForm
          key={queryKey}
          filters={filters}
          values={state.filters}
          onApply={(values) => show({ ...state, page: 1, filters: values })}
        />
      )}
      <div className={styles.list__bar}>
        <p className={styles.list__total} role="status">
          {data ? t('kit.list.total', { count: data.total }) : ''}
        </p>
        <Select
          className={styles.list__size}
          label={t('kit.list.pageSize')}
          value={String(state.limit)}
          options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(event) => show({ ...state, page: 1, limit: Number(event.target.value) })}
        />
      </div>
      {loaded.state === 'failed' ? (
        <LoadFailed title={t('kit.list.failed')} message={loaded.message} retry={reload} retryLabel={t('kit.retry')} />
      ) : (
        <div className={styles.table__scroll}>
          <table className={styles.table} aria-busy={busy || undefined}>
            <caption className={styles.table__caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} state={state} onSort={sortBy} />
                ))}
              </tr>
            </thead>
            <tbody>
              {!data ? (
                <SkeletonRows columns={columns.length} label={t('kit.list.loading')} />
              ) : data.items.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className={styles.table__empty}>
                    <EmptyState
                      headingLevel={3}
                      title={empty?.title ?? t('kit.list.empty')}
                      text={empty?.text ?? t('kit.list.emptyHint')}
                    />
                  </td>
                </tr>
              ) : (
                data.items.map((row) => <ListRow key={rowKey(row)} row={row} columns={columns} href={rowHref?.(row)} />)
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pagination
          page={state.page}
          pageCount={pageCount}
          onPageChange={(page) => show({ ...state, page })}
          label={t('kit.list.pages')}
          previousLabel={t('kit.list.previous')}
          nextLabel={t('kit.list.next')}
          pageLabel={(page) => t('kit.list.page', { page })}
        />
      )}
    </div>
  );
}

function HeaderCell<Row>({
  column,
  state,
  onSort,
}: {
  column: ServerListColumn<Row>;
  state: ListState;
  onSort: (sortKey: string) => void;
}) {
  const t = useText();
  const { sortKey } = column;
  const sorted = sortKey !== undefined && state.sort === sortKey;
  const ariaSort = !sortKey ? undefined : sorted ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} data-align={column.align} className={styles.table__header}>
      {sortKey ? (
        <button type="button" className={styles.table__sort} onClick={() => onSort(sortKey)}>
          {column.label}
          <span aria-hidden="true" className={styles.table__sortMark}>
            {sorted ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
          <VisuallyHidden>
            {sorted && state.dir === 'asc' ? t('kit.list.sortDescending') : t('kit.list.sortAscending')}
          </VisuallyHidden>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

function ListRow<Row>({ row, columns, href }: { row: Row; columns: ServerListColumn<Row>[]; href?: string }) {
  // A click on the row opens its detail; a click on a control inside it (a link, a button) is that control's.
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!href || (event.target as Element).closest('a, button, input, select, label')) return;
    goTo(href);
  };
  return (
    <tr className={styles.table__row} data-clickable={href ? '' : undefined} onClick={open}>
      {columns.map((column, index) =>
        index === 0 ? (
          <th key={column.key} scope="row" className={styles.table__cell} data-align={column.align}>
            {href ? <AdminLink href={href}>{column.cell(row)}</AdminLink> : column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={styles.table__cell} data-align={column.align}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}

function SkeletonRows({ columns, label }: { columns: number; label: string }) {
  return (
    <>
      {[0, 1, 2].map((line) => (
        <tr key={line}>
          <td colSpan={columns} className={styles.table__cell}>
            <Skeleton label={line === 0 ? label : undefined} />
          </td>
        </tr>
      ))}
    </>
  );
}

function ListFiltersForm({
  filters,
  values,
  onApply,
}: {
  filters: ServerListFilter[];
  values: ListFilters;
  onApply: (values: ListFilters) => void;
}) {
  const t = useText();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen: ListFilters = {};
    for (const filter of filters) {
      const value = String(form.get(filter.name) ?? '').trim();
      if (value) chosen[filter.name] = value;
    }
    onApply(chosen);
  };
  return (
    <form className={styles.filters} aria-labelledby={id} onSubmit={submit}>
      <h2 id={id} className={styles.filters__title}>
        {t('kit.list.filters')}
      </h2>
      {filters.map((filter) =>
        filter.options ? (
          <Select
            key={filter.name}
            name={filter.name}
            label={filter.label}
            defaultValue={values[filter.name] ?? ''}
            placeholder={t('kit.list.all')}
            options={filter.options}
          />
        ) : (
          <TextField
            key={filter.name}
            name={filter.name}
            type={filter.date ? 'date' : 'search'}
            label={filter.label}
            defaultValue={values[filter.name] ?? ''}
          />
        ),
      )}
      <div className={styles.filters__actions}>
        <Button type="submit">{t('kit.list.apply')}</Button>
        {Object.keys(values).length > 0 && (
          <Button type="button" variant="ghost" onClick={() => onApply({})}>
            {t('kit.list.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
