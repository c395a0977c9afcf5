import type {
  AccountDetails,
  ChangePassword,
  CustomerProfile,
  ForgotPassword,
  Login,
  LoginLinkRequest,
  Register,
  ResetPassword,
} from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, api, useResource } from '@shop/platform';

// The accounts service's calls of the account pages (SPEC §7 /api/account/*): signing in and out,
// registering, passwords and the customer's own details. The forms send what their schema made of them.

/** The signed-in customer's details and customer form (GET /api/account/me), as the page shows. */
export function useAccountDetails(lang: StorefrontLanguage) {
  return useResource((signal) => api.get('/api/account/me', {}, { signal }), [], lang);
}

export function saveProfile(body: CustomerProfile): Promise<AccountDetails> {
  return api.post('/api/account/me', { body });
}

export async function signIn(body: Login): Promise<void> {
  await api.post('/api/account/login', { body });
}

export async function register(body: Register): Promise<void> {
  await api.post('/api/account/register', { body });
}

/** E-mails a sign-in link; the answer is the same whether or not the address has an account. */
export async function requestSignInLink(body: LoginLinkRequest): Promise<void> {
  await api.post('/api/account/login-link', { body });
}

// A token works once: React may run an effect twice (development), so each token is sent exactly once.
const linkSignIns = new Map<string, Promise<void>>();

/** Signs in with the token of an e-mailed link; the same token asked twice is one call. */
export function signInWithLink(token: string): Promise<void> {
  let signIn = linkSignIns.get(token);
  if (!signIn) {
    signIn = api.post('/api/account/login-token', { body: { token } }).then(() => undefined);
    linkSignIns.set(token, signIn);
  }
  return signIn;
}

/** Ends the session. A 401 means it had already ended, which is what the shopper wanted. */
export async function signOut(): Promise<void> {
  try {
    await api.get('/api/account/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export async function requestPasswordReset(body: ForgotPassword): Promise<void> {
  await api.post('/api/account/forgot-password', { body });
}

/** Sets the new password of a reset link (a dealer activates their account the same way), signed in after. */
export async function resetPassword(body: ResetPassword): Promise<void> {
  await api.post('/api/account/reset-password', { body });
}

export async function changePassword(body: ChangePassword): Promise<void> {
  await api.post('/api/account/change-password', { body });
}
