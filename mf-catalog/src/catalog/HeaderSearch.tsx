import { AUTOCOMPLETE_MIN_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { navigate, pathFor, useTranslation } from '@shop/platform';
import { type FormEvent, lazy, Suspense, startTransition, useId, useState } from 'react';
import styles from './HeaderSearch.module.css';
import box from './SearchBox.module.css';

// The search with suggestions (combobox, suggestion list, pictures, prices) is its own chunk, fetched when
// the shopper focuses the field or types in it; until then the header has the same field without it.
const SearchBox = lazy(() => import('./SearchBox').then((module) => ({ default: module.SearchBox })));

type Lang = { lang: StorefrontLanguage };

/**
 * The catalogue search in the page header (exposed as mf-catalog/search-box): the shell draws the header,
 * the catalogue team owns what the search suggests.
 */
export default function HeaderSearch({ lang }: Lang) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A transition keeps the stand-in on screen, focused and taking keys, until the search's chunk is in;
  // the search then starts with what was typed and takes over the focus if the field still had it.
  const want = () => startTransition(() => setWanted(true));
  return (
    <div className={styles.headerSearch}>
      <Suspense fallback={null}>
        {wanted ? (
          <SearchBox lang={lang} initialText={text} autoFocus={focused} />
        ) : (
          <SearchField
            lang={lang}
            text={text}
            onText={(value) => {
              setText(value);
              want();
            }}
            onFocusChange={(now) => {
              setFocused(now);
              if (now) want();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

interface SearchFieldProps extends Lang {
  text: string;
  onText: (text: string) => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * The search box's own markup (same texts, roles and classes) without suggestions: what the header shows
 * before the search is wanted. Enter opens the search page, Escape clears the text, as in the search box.
 */
export function SearchField({ lang, text, onText, onFocusChange }: SearchFieldProps) {
  const { t } = useTranslation('catalog', { lng: lang });
  const id = useId();
  const searchPath = pathFor('search', lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(`${searchPath}?q=${encodeURIComponent(text.trim())}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the shop supports
    <form role="search" className={box.search} action={searchPath} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={box.visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={box.search__field}>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-describedby={`${id}-hint`}
          className={box.search__input}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onText('');
          }}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
        <button type="submit" className={box.search__button}>
          {t('search.submit')}
        </button>
        <span id={`${id}-hint`} className={box.visuallyHidden}>
          {t('search.hint', { count: AUTOCOMPLETE_MIN_LENGTH })}
        </span>
      </div>
    </form>
  );
}
