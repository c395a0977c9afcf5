import styles from './pages.module.css';

/** A plain link back to the list a page belongs to ("Back to orders"). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className={styles.back}>
      <a href={href}>{label}</a>
    </p>
  );
}
