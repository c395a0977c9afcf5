import { type ToastOptions, ToastProvider, useToast } from '@shop/ui';
import { type ReactNode, useEffect } from 'react';
import { useText } from '../screens/text';

// Short notices after an action ("Saved"), read out by screen readers (a polite live region). The frame holds
// the one region of the panel, so a notice outlives the screen that raised it (save, then move on).

export type AdminToast = Pick<ToastOptions, 'title' | 'action' | 'duration'> & {
  tone?: ToastOptions['tone'];
};

let show: ((toast: ToastOptions) => string) | undefined;

/** Shows a notice in the panel's toast region: `toast('Saved.', { tone: 'success' })`. */
export function toast(message: ReactNode, options: AdminToast = {}): void {
  show?.({ tone: 'success', ...options, message });
}

function Connect() {
  const api = useToast();
  useEffect(() => {
    show = api.show;
    return () => {
      if (show === api.show) show = undefined;
    };
  }, [api]);
  return null;
}

/** The panel's toast region; the frame renders it once around the screens. */
export function AdminToasts({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <ToastProvider dismissLabel={t('kit.toast.dismiss')} regionLabel={t('kit.toast.region')}>
      <Connect />
      {children}
    </ToastProvider>
  );
}
