import { type ComponentType, lazy } from 'react';

// A fragment another team owns (mf-checkout/add-to-cart on a catalogue page, DESIGN §7) is loaded through
// the shell's federation instance: it knows where every remote lives (/remotes.json) and retries, then
// answers a stand-in, when a remote cannot be loaded. A remote's own instance knows no other remote.

interface FederationInstance {
  name: string;
  loadRemote<T>(id: string): Promise<T | null>;
}

function shellInstance(): FederationInstance | undefined {
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } };
  return global.__FEDERATION__?.__INSTANCES__?.find((instance) => instance.name === 'shell');
}

/** The module `<remote>/<expose>` (e.g. `mf-checkout/add-to-cart`), loaded through the shell. */
export async function loadFragment<T>(id: string): Promise<T> {
  const shell = shellInstance();
  if (!shell) throw new Error(`${id}: there is no shell on this page to load it from`);
  const module = await shell.loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}

/** A component another remote exposes as its default export, for use inside <Suspense>. */
export function lazyFragment<P extends object>(id: string) {
  return lazy(() => loadFragment<{ default: ComponentType<P> }>(id));
}
