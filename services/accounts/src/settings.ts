import { cookiesAreSecure } from './http/session-cookie';

/** The demo accounts' password unless DEMO_PASSWORD names another. */
export const DEFAULT_DEMO_PASSWORD = 'rower-demo-2026';

export interface AccountsSettings {
  /** Session cookies carry Secure (everywhere but development and tests). */
  secureCookies: boolean;
  /** The password the demo accounts are seeded with. */
  demoPassword: string;
}

/** The accounts service's own settings, read once at start. */
export function accountsSettings(env: Record<string, string | undefined>): AccountsSettings {
  return { secureCookies: cookiesAreSecure(env), demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD };
}
