import { type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../actions/button';
import { Alert } from '../content/alert';
import { Modal } from './modal';

export interface ConfirmButtonProps {
  /** The button that opens the question ("Cancel order"). */
  label: string;
  /** The question, naming the dialog ("Cancel order ZF/2026/000123?"). */
  title: string;
  /** What answering yes does. */
  children: ReactNode;
  /** The yes button ("Yes, cancel the order"). */
  confirmLabel: string;
  /** The no button, focused first: the safe choice ("Keep the order"). */
  keepLabel: string;
  /** Name of the × button ("Close"). */
  closeLabel: string;
  /** @default 'danger' */
  tone?: 'danger' | 'primary';
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** Does the thing; the dialog closes when it resolves and shows `errorOf` of what it throws. */
  onConfirm: () => Promise<void>;
  errorOf: (error: unknown) => string;
}

/** A button that asks before it acts (a cancel, a delete): the question in a dialog whose focus starts on "no". */
export function ConfirmButton(props: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch (error) {
      setFailed(props.errorOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={props.variant ?? 'secondary'} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={props.title}
        closeLabel={props.closeLabel}
        size="sm"
        initialFocusRef={keepRef}
        footer={
          <>
            <Button ref={keepRef} variant="secondary" onClick={() => setOpen(false)}>
              {props.keepLabel}
            </Button>
            <Button variant={props.tone ?? 'danger'} loading={busy} onClick={confirm}>
              {props.confirmLabel}
            </Button>
          </>
        }
      >
        {props.children}
        {failed && (
          <Alert tone="danger" announce="assertive">
            {failed}
          </Alert>
        )}
      </Modal>
    </>
  );
}
