import type { ServiceContext } from '@shop/service-kit';
import type * as schema from './db/schema';
import { createPasswordChecker, type PasswordChecker } from './domain/passwords';
import { type AccountsSettings, accountsSettings } from './settings';

/** What accounts works with: the kit's context, its settings and the password checker. */
export interface AccountsContext extends ServiceContext<typeof schema> {
  settings: AccountsSettings;
  passwords: PasswordChecker;
}

export function accountsContext(kit: ServiceContext<typeof schema>): AccountsContext {
  return { ...kit, settings: accountsSettings(kit.env), passwords: createPasswordChecker() };
}
