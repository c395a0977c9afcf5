import { Alert, Button } from '@shop/ui';

/** A page part that could not be loaded: what failed, why, and a way to try again. */
export function LoadFailed({
  title,
  message,
  retry,
  retryLabel,
}: {
  title: string;
  message: string;
  retry: () => void;
  retryLabel: string;
}) {
  return (
    <Alert tone="danger" announce="assertive" title={title}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={retry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
