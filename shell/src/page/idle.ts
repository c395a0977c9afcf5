// Automatic sign-out after inactivity (SPEC §4, "message only"): the shell watches for a signed-in
// shopper doing nothing for a while, signs them out and says so.

/** 30 minutes, unless a test or a developer sets another value (see idleSignOutAfterMs). */
export const DEFAULT_IDLE_SIGN_OUT_MS = 30 * 60_000;
export const IDLE_SETTING = 'shop:signOutAfterMs';

const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * How long the shopper may be idle: `?signOutAfterMs=2000` in the URL (remembered for the visit) or the
 * `shop:signOutAfterMs` entry of localStorage, else the default. Values under one second are ignored.
 */
export function idleSignOutAfterMs(search = window.location.search, storage: Storage | undefined = safeStorage()) {
  const fromUrl = new URLSearchParams(search).get('signOutAfterMs');
  if (fromUrl && storage) storage.setItem(IDLE_SETTING, fromUrl);
  const value = Number(fromUrl ?? storage?.getItem(IDLE_SETTING));
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_IDLE_SIGN_OUT_MS;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode in some browsers)
  }
}

/** Calls `onIdle` once after `timeoutMs` without any activity on `target`; returns a function that stops. */
export function watchIdle(timeoutMs: number, onIdle: () => void, target: EventTarget = window): () => void {
  let timer = setTimeout(fire, timeoutMs);
  function fire() {
    stop();
    onIdle();
  }
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(fire, timeoutMs);
  }
  function stop() {
    clearTimeout(timer);
    for (const name of activity) target.removeEventListener(name, restart);
  }
  for (const name of activity) target.addEventListener(name, restart, { passive: true });
  return stop;
}
