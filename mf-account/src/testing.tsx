import type { ScreenId } from '@shop/i18n';
import { refreshSession } from '@shop/platform';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import App from './App';

// Test support for mf-account's screens: a stand-in for the gateway that answers by method and path and
// remembers what it was sent, and a way to show one screen as the shell would.

export {
  type Call,
  customer,
  failure,
  fakeGateway,
  guest,
  json,
  preparePage,
} from '@shop/platform/fake-gateway';

export async function signedInAs(): Promise<void> {
  await refreshSession();
}

/** Shows `screen` at its address, as the shell would mount it. */
export function show(screen: ScreenId, lang: 'pl' | 'en', path: string, params: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  return render(<App screen={screen} lang={lang} params={params} />);
}

/** The form with `data-form="name"` and its field named `field`. */
export function field(name: string, fieldName: string): HTMLInputElement {
  const control = document.querySelector<HTMLInputElement>(`[data-form="${name}"] [name="${fieldName}"]`);
  if (!control) throw new Error(`no field ${fieldName} in form ${name}`);
  return control;
}

/** The message shown under a field (its error), or undefined. */
export function errorOf(control: HTMLElement): string | undefined {
  return document.getElementById(`${control.id}-error`)?.textContent ?? undefined;
}

/**
 * Stands in for the shell's federation instance, through which a page loads another team's fragment
 * (`@shop/remote-kit/fragments`): `<remote>/<expose>` answers the component given for it, anything else
 * nothing. Answers a function that takes the stand-in away.
 */
export function fakeFragments(components: Record<string, ComponentType<never>>): () => void {
  const page = globalThis as { __FEDERATION__?: unknown };
  const before = page.__FEDERATION__;
  const shell = {
    name: 'shell',
    loadRemote: async (id: string) => (components[id] ? { default: components[id] } : null),
  };
  page.__FEDERATION__ = { __INSTANCES__: [shell] };
  return () => {
    page.__FEDERATION__ = before;
  };
}
