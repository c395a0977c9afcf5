import { type LifeCycles, registerApplication } from 'single-spa';
import { fallbackModule } from '../fallback/fallback-modules';
import { loadFederated } from '../federation/federation';
import { notFoundLifecycles } from '../not-found/not-found-app';
import { isActiveOn, notFoundApp, pageOfPath, remoteNames } from './page-of-path';

// One single-spa application per remote, active on the screens it owns (routing/page-of-path.ts), plus the
// shell's own 404 page. Each gets its own element inside <main>, so one remote never touches another's DOM.

function areaOf(app: string): HTMLElement {
  const id = `app-${app}`;
  let area = document.getElementById(id);
  if (!area) {
    area = document.createElement('div');
    area.id = id;
    area.dataset.app = app;
    document.getElementById('main')!.append(area);
  }
  return area;
}

const customProps = (app: string) => () => {
  const page = pageOfPath(window.location.pathname);
  return { domElement: areaOf(app), screen: page.screen, lang: page.lang, params: page.params };
};

export function registerApplications(): void {
  for (const remote of remoteNames) {
    registerApplication({
      name: remote,
      app: () => loadFederated<LifeCycles>(`${remote}/app`, () => fallbackModule(remote, 'app') as LifeCycles),
      activeWhen: isActiveOn(remote),
      customProps: customProps(remote),
    });
  }
  registerApplication({
    name: notFoundApp,
    app: async () => notFoundLifecycles,
    activeWhen: isActiveOn(notFoundApp),
    customProps: customProps(notFoundApp),
  });
}
