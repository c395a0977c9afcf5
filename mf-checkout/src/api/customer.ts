import type { Address, NewsletterSignup, Register } from '@shop/contracts';
import { api } from '@shop/platform';

// What the checkout asks the other services about the shopper: their address book, an account made at
// checkout, and the newsletter sign-up ticked on the form.

/** The signed-in customer's saved addresses (GET /api/account/addresses). */
export async function loadAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api.get('/api/account/addresses', {}, { signal });
  return answer?.items ?? [];
}

/** Registers the shopper; the session stays, so the cart stays theirs. */
export async function register(body: Register): Promise<void> {
  await api.post('/api/account/register', { body });
}

export async function signUpForNewsletter(body: NewsletterSignup): Promise<void> {
  await api.post('/api/contact/newsletter', { body });
}
