import { Button } from '../actions/button';
import { Alert } from '../content/alert';

export interface LoadFailedProps {
  title: string;
  message: string;
  retry: () => void;
  retryLabel: string;
}

/** A page part that could not be loaded: what failed, why, and a way to try again. */
export function LoadFailed({ title, message, retry, retryLabel }: LoadFailedProps) {
  return (
    <Alert tone="danger" announce="assertive" title={title}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={retry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
