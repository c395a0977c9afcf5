import type { ProductSearchHit } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, TextField } from '@shop/ui';
import { useState } from 'react';
import { searchProducts } from '../api/proposals';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './proposals.module.css';

/**
 * Adding a catalogue product to an offer (issue 23): the back office's product search by name, SKU or id,
 * each hit with its "add" button. Not a form of its own: it sits inside the offer's form, so Enter searches.
 */
export function ProductSearch({ onAdd }: { onAdd: (hit: ProductSearchHit) => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ProductSearchHit[] | null>(null);
  const [problem, setProblem] = useState('');
  const search = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (!query.trim()) return;
    setProblem('');
    try {
      setHits((await searchProducts(query.trim())).items);
    } catch (error) {
      setProblem(describeError(error, lang));
    }
  };
  return (
    <div className={styles.search}>
      <TextField
        type="search"
        label={t('proposals.findProduct')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void search(event);
        }}
        error={problem || undefined}
      />
      <Button type="button" variant="secondary" onClick={() => search()}>
        {t('proposals.find')}
      </Button>
      {hits && (
        <ul className={styles.search__hits} aria-label={t('proposals.hits')}>
          {hits.length === 0 && <li>{t('proposals.noHits')}</li>}
          {hits.map((hit) => (
            <li key={hit.id}>
              <Button type="button" size="sm" variant="secondary" onClick={() => onAdd(hit)}>
                {t('proposals.add', { name: hit.name[lang] })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
