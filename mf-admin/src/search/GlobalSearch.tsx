import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/platform';
import { VisuallyHidden } from '@shop/ui';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useVisitor } from '../access/staff';
import { type SearchGroup, type SearchGroups, searchGroups } from '../api/search';
import { goTo } from '../kit/navigation';
import { type AdminSection, adminPath } from '../screens/sections';
import { useAdminText } from '../screens/text';
import styles from './search.module.css';
import { useAdminSearch } from './use-admin-search';

/** One hit as the box lists it: where it leads, what it is called, a line that tells it apart. */
interface Hit {
  id: string;
  href: string;
  label: string;
  detail: string;
}

const sectionOf: Record<SearchGroup, AdminSection> = {
  orders: 'orders',
  customers: 'customers',
  products: 'products',
  returns: 'returns',
};

/**
 * The panel's global search (`common_search.view`, in the frame's top bar): customers, orders, products and
 * returns by number, name or e-mail, grouped, each group only for a type holding that area's `list`. The
 * WAI-ARIA combobox pattern: from AUTOCOMPLETE_MIN_LENGTH characters it lists hits; arrow keys move through
 * them across the groups, Enter opens one, Escape closes the list (and a second Escape clears the box).
 */
export function GlobalSearch({ lang }: { lang: StorefrontLanguage }) {
  const t = useAdminText(lang);
  const id = useId();
  const visitor = useVisitor();
  const staff = visitor.kind === 'staff' ? visitor.staff : undefined;
  const groups = useMemo(
    () => searchGroups.filter(({ permission }) => staff?.may(permission)).map(({ group }) => group),
    [staff],
  );
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const result = useAdminSearch(open ? text : '', groups);

  const found = result.state === 'ready' ? result.found : {};
  const shown = groups
    .map((group) => ({ group, hits: hitsOf(group, found, lang, t, `${id}-${group}`) }))
    .filter(({ hits }) => hits.length > 0);
  const hits = shown.flatMap(({ hits }) => hits);
  const expanded = open && result.state !== 'idle';
  const listId = `${id}-list`;

  const follow = (hit: Hit) => {
    setOpen(false);
    setText('');
    setActive(-1);
    goTo(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const count = hits.length;
      setActive((now) => (event.key === 'ArrowDown' ? (now + 1) % count : now <= 0 ? count - 1 : now - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (expanded && hit) follow(hit);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the panel supports
    <div role="search" aria-label={t('search.label')} className={styles.search}>
      <input
        id={`${id}-input`}
        aria-label={t('search.label')}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? hits[active]?.id : undefined}
        aria-describedby={`${id}-hint`}
        className={styles.search__input}
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <VisuallyHidden id={`${id}-hint`}>{t('search.hint', { count: AUTOCOMPLETE_MIN_LENGTH })}</VisuallyHidden>
      <div className={styles.search__panel} hidden={!expanded}>
        <p role="status" className={styles.search__status}>
          {result.state === 'loading' && t('search.searching')}
          {result.state === 'failed' && t('search.failed')}
          {result.state === 'ready' &&
            (hits.length === 0 ? t('search.none', { q: result.query }) : t('search.results', { count: hits.length }))}
        </p>
        <div id={listId} role="listbox" aria-label={t('search.label')} className={styles.search__list}>
          {shown.map(({ group, hits: groupHits }) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and groups of options, never a fieldset
            <div key={group} role="group" aria-labelledby={`${id}-${group}-title`} className={styles.search__group}>
              <div id={`${id}-${group}-title`} role="presentation" className={styles.search__groupTitle}>
                {t(`search.groups.${group}`)}
              </div>
              {groupHits.map((hit) => (
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the box, which points here with aria-activedescendant
                <div
                  key={hit.id}
                  id={hit.id}
                  role="option"
                  aria-selected={hits[active]?.id === hit.id}
                  className={styles.search__option}
                  // mousedown, not click: the box's blur would close the list before a click lands
                  onMouseDown={(event) => {
                    event.preventDefault();
                    follow(hit);
                  }}
                >
                  <span className={styles.search__label}>{hit.label}</span>
                  <span className={styles.search__detail}>{hit.detail}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

type Text = ReturnType<typeof useAdminText>;

/** A group's hits as the box lists them; a group that was not asked or found nothing has none. */
function hitsOf(group: SearchGroup, found: Partial<SearchGroups>, lang: StorefrontLanguage, t: Text, key: string) {
  const link = (id: string | number) => adminPath(lang, sectionOf[group], String(id));
  const hit = (id: string | number, label: string, ...details: string[]): Hit => ({
    id: `${key}-${id}`,
    href: link(id),
    label,
    detail: details.filter(Boolean).join(' · '),
  });
  switch (group) {
    case 'orders':
      return (found.orders ?? []).map((order) =>
        hit(
          order.id,
          order.number,
          order.buyer || order.email,
          formatMoney(order.total, lang),
          t(`dashboard.orderStatus.${order.status}`),
        ),
      );
    case 'customers':
      return (found.customers ?? []).map((customer) =>
        hit(
          customer.id,
          customer.name || customer.email,
          customer.name ? customer.email : '',
          customer.type === 'b2b' ? t('search.dealer') : '',
        ),
      );
    case 'products':
      return (found.products ?? []).map((product) => hit(product.id, product.name[lang], `ZF-${product.id}`));
    case 'returns':
      return (found.returns ?? []).map((claim) =>
        hit(claim.id, claim.number, t(`dashboard.returnStatus.${claim.status}`), formatDate(claim.createdAt)),
      );
  }
}
