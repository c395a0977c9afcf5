import type { CurrentUser } from '@shop/contracts';
import { api } from './api';
import { ApiError } from './errors';
import { onShopEvent } from './events';
import { createStore, newestWins, type Unsubscribe } from './store';

// Who is signed in, as the gateway's GET /api/account/me tells. One copy for the whole page, fetched the
// first time someone listens, again after sign-in and sign-out events.

export interface Session {
  /** False until the first answer (or failure) of /api/account/me: pages wait rather than flash 'sign in'. */
  loaded: boolean;
  /** The signed-in customer or admin; null for a guest. */
  user: CurrentUser | null;
  /**
   * The customer was signed in and the server now says guest, without an `account:signed-out`: the session
   * expired. The shell shows the automatic sign-out message.
   */
  signedOutAutomatically: boolean;
}

const initial: Session = { loaded: false, user: null, signedOutAutomatically: false };
const session = createStore<Session>(initial);

export function getSession(): Session {
  return session.get();
}

function accept(user: CurrentUser | null): Session {
  const before = session.get();
  // An `account:signed-out` clears the user first, so only a session that ended by itself gets here.
  const expired = before.user !== null && user === null;
  session.set({
    loaded: true,
    user,
    signedOutAutomatically: user === null && (expired || before.signedOutAutomatically),
  });
  return session.get();
}

const refresh = newestWins(async (signal): Promise<Session> => {
  try {
    const user = await api.get('/api/account/me', {}, { signal });
    signal.throwIfAborted();
    return accept(user && user.role !== 'GUEST' ? user : null);
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof ApiError && error.status === 401) return accept(null);
    if (!session.get().loaded) session.set({ ...session.get(), loaded: true });
    return session.get();
  }
});

/** Asks the gateway again. Never rejects: on a network failure the previous answer stays. */
export function refreshSession(): Promise<Session> {
  return refresh.run();
}

export function onSessionChange(listener: (session: Session) => void): Unsubscribe {
  if (!session.get().loaded && !refresh.running) void refreshSession();
  return session.subscribe(listener);
}

onShopEvent('account:signed-out', () => {
  session.set({ loaded: true, user: null, signedOutAutomatically: false });
  void refreshSession();
});
onShopEvent('account:signed-in', () => void refreshSession());
