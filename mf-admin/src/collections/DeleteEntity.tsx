import { describeError } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { useAdminLanguage } from '../screens/text';

export interface DeleteEntityProps {
  /** The button's and the dialog's confirm label ("Usuń kategorię"). */
  label: string;
  title: string;
  text: string;
  /** Said after the delete, on the list it returns to. */
  done: string;
  /** Where to go after the delete. */
  back: string;
  remove: () => Promise<void>;
}

/**
 * Delete, asked first; back to the list after. A refusal (the collection still holds products, the
 * definition is in use) is said in the dialog, which stays open so it can be read.
 */
export function DeleteEntity({ label, title, text, done, back, remove }: DeleteEntityProps) {
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await remove();
      toast(done);
      goTo(back);
    } catch (error) {
      if (!reportAccess(error)) setRefusal(describeError(error, lang));
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
        tone="danger"
        busy={busy}
        onCancel={() => {
          setAsking(false);
          setRefusal(undefined);
        }}
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
