import type { PreorderPage, PreorderSubmit, PreorderSubmitted } from '@shop/contracts';
import { api } from '@shop/platform';

// The dealer's season preorder (SPEC §2, §4): the page the e-mailed link opens (`?t=` token) and its submit.

/** The link's token from the page's address, or null on the page opened without one. */
export function tokenOfPage(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('t');
}

export function openPreorder(token: string, signal?: AbortSignal): Promise<PreorderPage> {
  return api.get('/api/preorders', { query: { t: token } }, { signal });
}

export function submitPreorder(body: PreorderSubmit): Promise<PreorderSubmitted> {
  return api.post('/api/preorders', { body });
}

export type PriceDisplay = 'gross' | 'net' | 'hidden';
const DISPLAY_KEY = 'dealer:preorder-price-display';

/** The dealer's last choice of price display on this device (gross when none). */
export function rememberedDisplay(): PriceDisplay {
  try {
    const kept = window.localStorage.getItem(DISPLAY_KEY);
    return kept === 'net' || kept === 'hidden' ? kept : 'gross';
  } catch {
    return 'gross';
  }
}

export function rememberDisplay(display: PriceDisplay): void {
  try {
    window.localStorage.setItem(DISPLAY_KEY, display);
  } catch {
    // A browser that keeps nothing shows gross next time.
  }
}
