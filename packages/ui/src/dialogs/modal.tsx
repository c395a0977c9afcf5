import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../actions/icon-button';
import { classNames } from '../class-names';
import { CloseIcon } from '../icons';
import { tabbableIn } from './focusable';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, on the close button and on a click outside the dialog. */
  onClose: () => void;
  /** The heading of the dialog; it names the dialog for screen readers. */
  title: ReactNode;
  /** Name of the × button ("Close"). */
  closeLabel: string;
  children: ReactNode;
  /** Actions along the bottom (confirm, cancel). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes on opening; otherwise the first thing to focus in the body, or the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** @default true */
  closeOnBackdropClick?: boolean;
  className?: string;
}

// Open dialogs, the newest last: only the newest keeps focus inside, so a dialog may open another one.
const openPanels: HTMLElement[] = [];

/**
 * A dialog over the page: focus stays inside while it is open, Esc closes it, and focus returns to what
 * opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdropClick = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? (body.current && tabbableIn(body.current)[0]) ?? panel.current;
    target?.focus();
    const self = panel.current;
    if (self) openPanels.push(self);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    // Focus that lands outside (a click on the page behind, a script) is brought back in.
    function keepFocusInside(event: FocusEvent) {
      if (!self || openPanels.at(-1) !== self) return;
      if (event.target instanceof Node && !self.contains(event.target)) {
        (tabbableIn(self)[0] ?? self).focus();
      }
    }
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (self) openPanels.splice(openPanels.indexOf(self), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [initialFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const tabbable = tabbableIn(panel.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles['ui-modal']}>
      {/* Keyboard users close with Esc or the close button; the backdrop is for pointers only. */}
      <div
        className={styles['ui-modal__backdrop']}
        aria-hidden="true"
        onClick={closeOnBackdropClick ? onClose : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-size={size}
        className={classNames(styles['ui-modal__panel'], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles['ui-modal__header']}>
          <h2 id={titleId} className={styles['ui-modal__title']}>
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} />
        </div>
        <div ref={body} className={styles['ui-modal__body']}>
          {children}
        </div>
        {footer && <div className={styles['ui-modal__footer']}>{footer}</div>}
      </div>
    </div>
  );
}
