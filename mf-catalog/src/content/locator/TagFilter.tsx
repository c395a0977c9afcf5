import type { ShopTag } from '@shop/contracts';
import styles from './locator.module.css';

export const shopTags: readonly ShopTag[] = ['shop', 'branch', 'premium', 'test', 'service', 'rental'];

interface TagFilterProps {
  label: string;
  allLabel: string;
  labelOf: (tag: ShopTag) => string;
  value: ShopTag | '';
  onChange: (tag: ShopTag | '') => void;
}

/** Chips for the kind of shop: one at a time, or all of them. */
export function TagFilter({ label, allLabel, labelOf, value, onChange }: TagFilterProps) {
  const chips: { tag: ShopTag | ''; text: string }[] = [
    { tag: '', text: allLabel },
    ...shopTags.map((tag) => ({ tag, text: labelOf(tag) })),
  ];
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.chips__legend}>{label}</legend>
      {chips.map(({ tag, text }) => (
        <button
          key={tag || 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={value === tag}
          data-tag={tag || 'all'}
          onClick={() => onChange(tag)}
        >
          {text}
        </button>
      ))}
    </fieldset>
  );
}
