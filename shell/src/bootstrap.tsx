import '@shop/ui/tokens.css';
import './page.css';
import { getShopConfig, initI18n } from '@shop/platform';
import { recordReact } from '@shop/remote-kit/react-check';
import { languageOfPath } from '@shop/remote-kit/route';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { fallbackModule } from './fallback/fallback-modules';
import { fetchRemoteMap, startFederation } from './federation/federation';
import { Footer } from './page/Footer';
import { PageTop } from './page/PageTop';
import { registerApplications } from './routing/applications';
import { navigateOnLinkClicks } from './routing/link-navigation';
import { followPageState } from './routing/page-state';

// The shell's boot: texts, the remote map, the federation runtime, the single-spa applications and the
// page shell around them. The remotes' files load only when their screen is shown.

async function boot(): Promise<void> {
  const lang = languageOfPath(window.location.pathname);
  // The brand slug ({product} in URLs) comes with the configuration: routes must know it before matching.
  // The shell's own texts only: each remote's namespace comes with the remote (federation/i18n-plugin.ts).
  const [remotes] = await Promise.all([
    fetchRemoteMap(),
    initI18n(lang, ['common', 'shell']),
    getShopConfig().catch(() => undefined),
  ]);
  startFederation(remotes, fallbackModule);
  recordReact('shell');
  followPageState();
  navigateOnLinkClicks();
  registerApplications();
  const top = document.getElementById('shell-top')!;
  const drawShell = () => {
    createRoot(top).render(<PageTop />);
    createRoot(document.getElementById('shell-bottom')!).render(<Footer />);
  };
  // With the server's page top on screen (the same size), the shell's replaces it when it is ready, drawn in
  // short slices (a transition) so the page keeps answering. Without it, the header and the footer are drawn
  // before any screen mounts, so a screen never paints above a header that then pushes it down (a layout
  // shift, issue 18).
  if (top.firstElementChild) startTransition(drawShell);
  else flushSync(drawShell);
  start({ urlRerouteOnly: true });
}

void boot();
