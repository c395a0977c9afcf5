import { getShopConfig, loadedShopConfig, useTranslation } from '@shop/platform';
import { useEffect, useState } from 'react';
import styles from './notices.module.css';

/**
 * 'Website in test mode!' across the top of every page while /api/config says the shop is in test mode.
 * `initial`: what the page top rendered on the server was told (server.tsx).
 */
export function TestModeBanner({ initial }: { initial?: boolean }) {
  const { t } = useTranslation();
  // Known before the page is drawn (bootstrap.tsx waits for it): the banner is in the first paint, so it
  // does not push the page down once there.
  const [testMode, setTestMode] = useState(() => initial ?? loadedShopConfig()?.testMode ?? false);
  useEffect(() => {
    let current = true;
    getShopConfig().then(
      (config) => current && setTestMode(config.testMode),
      () => undefined, // without the configuration there is nothing to announce
    );
    return () => {
      current = false;
    };
  }, []);
  if (!testMode) return null;
  return (
    <p className={styles.testMode} role="status" data-banner="test-mode">
      {t('testMode.banner')}
    </p>
  );
}
