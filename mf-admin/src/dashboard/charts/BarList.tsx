import styles from './charts.module.css';

// A ranked list with a bar per row (top products, returns by status): the text carries the figures, the
// bars only show their proportions, so they are hidden from screen readers.

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The figure as shown (`1 234,00 zł`, `12 szt.`). */
  text: string;
}

export function BarList({ rows, label, testId }: { rows: BarRow[]; label: string; testId?: string }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ol className={styles.bars} aria-label={label} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} className={styles.bars__row}>
          <span className={styles.bars__label}>{row.label}</span>
          <span className={styles.bars__value}>{row.text}</span>
          <span className={styles.bars__track} aria-hidden="true">
            <span className={styles.bars__fill} style={{ inlineSize: `${(row.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
