import '@shop/ui/tokens.css';
import { initI18n, setLanguage } from '@shop/platform';
import { type LifeCycles, registerApplication, start } from 'single-spa';
import type { RemoteLifecycles } from './lifecycles';
import { languageOfPath } from './route';

// A remote on its own, for development (`npm run dev -w mf-catalog`): the same lifecycles the shell uses,
// mounted into the page's #root for every URL, with the API proxied to a running shop.
export async function runStandalone(name: string, lifecycles: RemoteLifecycles): Promise<void> {
  const lang = languageOfPath(window.location.pathname);
  await initI18n(lang);
  setLanguage(lang);
  const root = document.getElementById('root') ?? document.body;
  registerApplication({
    name,
    app: lifecycles as LifeCycles,
    activeWhen: () => true,
    customProps: { domElement: root },
  });
  start({ urlRerouteOnly: true });
}
