import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, NetworkError } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { useCatalogText } from '../screens/PageFrame';

/** The message a shopper can act on: the server's own words, 'Network error', or a general apology. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;
}

interface LoadErrorProps {
  lang: StorefrontLanguage;
  error: unknown;
  onRetry: () => void;
}

/** A part of the page that could not be loaded, with a way to try again. */
export function LoadError({ lang, error, onRetry }: LoadErrorProps) {
  const t = useCatalogText(lang);
  const hint = error instanceof NetworkError ? t('common:errors.networkHint') : undefined;
  return (
    <Alert tone="danger" title={errorText(error, t('common:errors.generic'))} announce="assertive">
      {hint && <p>{hint}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Alert>
  );
}
