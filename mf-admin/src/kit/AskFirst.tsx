import { describeError } from '@shop/platform';
import { Button, type ButtonSize, type ButtonVariant } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { useAdminLanguage } from '../screens/text';
import { ConfirmDialog } from './ConfirmDialog';

interface AskFirstProps {
  /** The button's and the dialog's confirm label. */
  label: string;
  question: string;
  text: string;
  /** Runs once confirmed; a refusal is said in the dialog, which stays open so it can be read. */
  action: () => Promise<void>;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A destructive action asked about first (deleting an entity, removing a variant): an accessible dialog
 * whose confirm button runs it; a refusal is said in the dialog, which stays open so it can be read.
 */
export function AskFirst({ label, question, text, action, variant = 'danger', size }: AskFirstProps) {
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const close = () => {
    setAsking(false);
    setRefusal(undefined);
  };
  const confirm = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await action();
      close();
    } catch (error) {
      if (!reportAccess(error)) setRefusal(describeError(error, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question}
        confirmLabel={label}
        tone="danger"
        busy={busy}
        onCancel={close}
        onConfirm={confirm}
      >
        <p>{text}</p>
        {refusal && (
          <p role="alert" data-refusal>
            {refusal}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
