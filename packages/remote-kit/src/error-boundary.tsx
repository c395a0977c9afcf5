import { useTranslation } from '@shop/platform';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './remote-kit.module.css';

// The innermost of the three layers that keep a broken front end from taking the page down (DESIGN §7):
// a render error inside one remote shows this notice in that remote's area; header, footer and the other
// remotes keep working.

interface Props {
  /** The front end this boundary guards, for the log and the `data-crashed` attribute. */
  name: string;
  children?: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] render failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashNotice name={this.props.name} onRetry={() => this.setState({ error: null })} />;
  }
}

function CrashNotice({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.notice} role="alert" data-crashed={name}>
      <h2 className={styles.title}>{t('remote.crashedTitle')}</h2>
      <p>{t('remote.crashedText')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
