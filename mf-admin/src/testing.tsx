import type { AdminType } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { refreshSession } from '@shop/platform';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import App from './App';
import { AccessProblemProvider } from './access/access-problem';
import { AdminToasts } from './kit/toast';
import { AdminLanguageProvider } from './screens/text';

// Test support for mf-admin's screens: the gateway stand-in of @shop/platform, staff of each type, and ways to
// show the panel at an address or one building block inside the panel's providers.

export { customer, failure, fakeGateway, guest, json, preparePage } from '@shop/platform/fake-gateway';

export const staffId = '3f0c9a52-6a1e-4c3b-9d7e-2b1a0c9d8e7f';

/** GET /api/account/me of a staff member of `adminType`. */
export function staffUser(adminType: AdminType, name: [string, string] = ['Ewa', 'Kowalska']) {
  return {
    id: staffId,
    role: 'ADMIN',
    customerType: null,
    email: 'ewa.kowalska@zefir.test',
    firstName: name[0],
    lastName: name[1],
    taxId: null,
    vatId: null,
    currency: null,
    details: null,
    adminType,
    staffName: name.join(' '),
  };
}

/** Asks the (faked) gateway again who is signed in. */
export async function signedIn(): Promise<void> {
  await refreshSession();
}

/** Shows the panel at `/<lang>/admin<path>`, as the shell mounts it. */
export function showPanel(lang: StorefrontLanguage, path: string) {
  window.history.replaceState(null, '', `/${lang}/admin${path}`);
  const [below] = path.split('?');
  return render(<App lang={lang} path={below || '/'} />);
}

/** Renders a building block inside the panel's providers; access problems are collected in `problems`. */
export function renderInPanel(ui: ReactNode, lang: StorefrontLanguage = 'pl') {
  const problems: string[] = [];
  const view = render(
    <AdminLanguageProvider value={lang}>
      <AccessProblemProvider onProblem={(problem) => problems.push(problem)}>
        <AdminToasts>{ui}</AdminToasts>
      </AccessProblemProvider>
    </AdminLanguageProvider>,
  );
  return { ...view, problems };
}
