import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';

/** SPEC §2: going home from the 404 page reloads the home page after a 500 ms pause. */
export const GO_HOME_DELAY_MS = 500;

/** Schedules a full load of the home page in `lang`; returns a function that cancels it. */
export function goHomeAfterDelay(
  lang: StorefrontLanguage,
  load: (url: string) => void = (url) => window.location.assign(url),
  delayMs = GO_HOME_DELAY_MS,
): () => void {
  const timer = setTimeout(() => load(pathFor('home', lang)), delayMs);
  return () => clearTimeout(timer);
}
