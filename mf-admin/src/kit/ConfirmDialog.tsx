import { Button, Modal } from '@shop/ui';
import { type ReactNode, useRef } from 'react';
import { useText } from '../screens/text';
import styles from './kit.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ("Deactivate Ewa Nowak?"); it names the dialog. */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be taken back lightly (deactivate, delete). @default 'primary' */
  tone?: 'primary' | 'danger';
  /** Runs the action; the dialog shows it is busy until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Asks before an action: a modal dialog (focus kept inside, Esc cancels, focus returns to the button that
 * opened it), Cancel focused first so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  const t = useText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('kit.close')}
      size="sm"
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!busy}
      footer={
        <div className={styles.dialog__actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {t('kit.form.cancel')}
          </Button>
          <Button variant={tone} loading={busy} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
