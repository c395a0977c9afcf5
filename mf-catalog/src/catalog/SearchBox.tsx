import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { formatMoney, navigate, pathFor } from '@shop/platform';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCatalogText } from './catalog-text';
import { classNames } from './class-names';
import { ProductPicture } from './ProductPicture';
import styles from './SearchBox.module.css';
import { useSuggestions } from './use-suggestions';

interface SearchBoxProps {
  lang: StorefrontLanguage;
  /** What the box starts with (the search page's own query). */
  initialText?: string;
  /** Called with the text when the shopper searches; by default the search page opens with it. */
  onSearch?: (text: string) => void;
  /** Take the focus on the first paint (caret after the text): the header's field had it before this came. */
  autoFocus?: boolean;
}

interface Choice {
  id: string;
  href: string;
  label: string;
  detail?: string;
  image?: Parameters<typeof ProductPicture>[0]['image'];
}

/**
 * The catalogue search with suggestions (the WAI-ARIA combobox pattern): from AUTOCOMPLETE_MIN_LENGTH it lists
 * matching products and collections; arrow keys move through them, Enter opens one, Escape closes the list.
 * Without JavaScript it is a plain form that opens the search page.
 */
export function SearchBox({ lang, initialText = '', onSearch, autoFocus = false }: SearchBoxProps) {
  const t = useCatalogText(lang);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  useLayoutEffect(() => {
    const field = input.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? text : '');
  const searchPath = pathFor('search', lang);

  const choices: Choice[] =
    suggestions.state === 'ready'
      ? [
          ...suggestions.suggestions.products.map((product) => ({
            id: `${id}-product-${product.id}`,
            href: pathFor('product', lang, { id: product.id, slug: product.slug }),
            label: product.name,
            detail: formatMoney({ amount: product.price.gross, currency: product.price.currency }, lang),
            image: product.image,
          })),
          ...suggestions.suggestions.collections.map((collection) => ({
            id: `${id}-collection-${collection.id}`,
            href: pathFor('collection', lang, { id: collection.id, slug: collection.slugs[lang] }),
            label: collection.name,
            detail: t('search.suggest.collection'),
          })),
        ]
      : [];
  const expanded = open && suggestions.state !== 'idle';
  const listId = `${id}-list`;

  const search = (query: string) => {
    setOpen(false);
    if (!query.trim()) return;
    if (onSearch) onSearch(query.trim());
    else navigate(`${searchPath}?q=${encodeURIComponent(query.trim())}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const go = (choice: Choice) => {
    setOpen(false);
    navigate(choice.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (choices.length === 0) return;
      const count = choices.length;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && choices[active]) {
      event.preventDefault();
      go(choices[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the shop supports
    <form role="search" className={styles.search} action={searchPath} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={styles.search__field}>
        <input
          ref={input}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? choices[active]?.id : undefined}
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
        <button type="submit" className={styles.search__button}>
          {t('search.submit')}
        </button>
        <span id={`${id}-hint`} className={styles.visuallyHidden}>
          {t('search.hint', { count: AUTOCOMPLETE_MIN_LENGTH })}
        </span>
        <div className={styles.search__list} hidden={!expanded}>
          {suggestions.state === 'loading' && <p className={styles.search__status}>{t('search.suggest.loading')}</p>}
          {suggestions.state === 'failed' && <p className={styles.search__status}>{t('search.suggest.failed')}</p>}
          {suggestions.state === 'ready' && choices.length === 0 && (
            <p className={styles.search__status}>{t('search.suggest.none', { query: suggestions.query })}</p>
          )}
          <div id={listId} role="listbox" aria-label={t('search.suggest.label')}>
            {choices.map((choice, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the text box, which points here with aria-activedescendant
              <div
                key={choice.id}
                id={choice.id}
                role="option"
                aria-selected={index === active}
                className={classNames(styles.search__option, index === active && styles['search__option--active'])}
                // mousedown, not click: the input's blur would close the list before a click lands
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(choice);
                }}
                onMouseMove={() => setActive(index)}
              >
                {choice.image && (
                  <ProductPicture image={choice.image} sizes="3rem" alt="" className={styles.search__thumb} />
                )}
                <span className={styles.search__label}>{choice.label}</span>
                {choice.detail && <span className={styles.search__detail}>{choice.detail}</span>}
              </div>
            ))}
          </div>
        </div>
      </div>
      <span aria-live="polite" className={styles.visuallyHidden}>
        {suggestions.state === 'ready' && open ? t('search.suggest.count', { n: choices.length }) : ''}
      </span>
    </form>
  );
}
