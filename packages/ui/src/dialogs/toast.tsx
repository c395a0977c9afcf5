import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../actions/icon-button';
import { CloseIcon } from '../icons';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it goes away by itself; `null` keeps it until dismissed. */
  duration?: number | null;
  /** A button or link inside the toast ("Go to cart"). */
  action?: ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Name of each toast's × button ("Dismiss"). */
  dismissLabel: string;
  /** Name of the region that holds the toasts ("Notifications"). */
  regionLabel: string;
  /** Default time on screen in milliseconds. @default 5000 */
  duration?: number;
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows short messages ("Added to cart") in a polite live region that screen readers announce. */
export function ToastProvider({ children, dismissLabel, regionLabel, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((shown) => [...shown, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // The region is always in the page: screen readers only announce changes to a live region they already know.
  const region = (
    <section
      className={styles['ui-toast-region']}
      aria-label={regionLabel}
      aria-live="polite"
      aria-relevant="additions text"
    >
      <ol className={styles['ui-toast-region__list']}>
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            duration={toast.duration === undefined ? duration : toast.duration}
            dismissLabel={dismissLabel}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </ol>
    </section>
  );

  return (
    <ToastContext value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(region, document.body)}
    </ToastContext>
  );
}

/** Shows and dismisses toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> around the component');
  return api;
}

interface ToastItemProps {
  toast: ShownToast;
  duration: number | null;
  dismissLabel: string;
  onDismiss: () => void;
}

function ToastItem({ toast, duration, dismissLabel, onDismiss }: ToastItemProps) {
  // The clock stops while the pointer or focus is on the toast, so it can be read and its action reached.
  const [paused, setPaused] = useState(false);
  const dismissLater = useRef(onDismiss);
  dismissLater.current = onDismiss;

  useEffect(() => {
    if (duration === null || paused) return;
    const timer = setTimeout(() => dismissLater.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  return (
    <li
      className={styles['ui-toast']}
      data-tone={toast.tone ?? 'info'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles['ui-toast__content']}>
        {toast.title && <strong className={styles['ui-toast__title']}>{toast.title}</strong>}
        {toast.message}
        {toast.action && <div className={styles['ui-toast__action']}>{toast.action}</div>}
      </div>
      <IconButton label={dismissLabel} icon={<CloseIcon />} size="sm" onClick={onDismiss} />
    </li>
  );
}
