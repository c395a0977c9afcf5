import styles from './reviews.module.css';

/** Five stars, `rating` of them filled; decorative — the rating is said in words beside them. */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(filled)}
      <span className={styles.stars__empty}>{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
