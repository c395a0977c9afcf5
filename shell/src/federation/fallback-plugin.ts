import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The middle layer of failure isolation (DESIGN §7): when a remote module cannot be loaded even after the
// retries, the runtime hands out a stand-in module instead of an error, so the page that asked for it
// keeps working. What the stand-in is depends on what was asked for: `./app` gets lifecycles that show
// "This part of the shop could not be loaded" with a retry, a fragment gets a small placeholder.

/** `mf-checkout/mini-cart` → `{ remote: 'mf-checkout', expose: 'mini-cart' }`. */
export function splitModuleId(id: string): { remote: string; expose: string } {
  const slash = id.indexOf('/');
  return slash < 0 ? { remote: id, expose: '' } : { remote: id.slice(0, slash), expose: id.slice(slash + 1) };
}

export type FallbackFactory = (remote: string, expose: string, error: unknown) => unknown;

export function fallbackPlugin(fallbackFor: FallbackFactory): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect something else in return (a manifest, a share): let those fail as they do.
      if (lifecycle !== 'onLoad') return undefined;
      const { remote, expose } = splitModuleId(id);
      console.warn(`[shell] ${id} could not be loaded; showing its fallback`, error);
      return fallbackFor(remote, expose.replace(/^\.\//, ''), error);
    },
  };
}
