import { Alert } from '@shop/ui';

/** What went wrong with the whole form (wrong password, blocked account, network), read out at once. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert tone="danger" announce="assertive">
      <span data-error="form">{message}</span>
    </Alert>
  );
}
