import { createRoot, type Root } from 'react-dom/client';
import { type AppProps, triggerAppChange, unloadApplication } from 'single-spa';
import { MiniCartLink } from '../page/MiniCartLink';
import { PlainSearch } from '../page/SearchSlot';
import { FragmentUnavailable, RemoteUnavailable } from './RemoteUnavailable';

// The stand-in modules the fallback plugin hands out (federation/fallback-plugin.ts).

type MountProps = AppProps & { domElement: HTMLElement };

/** Tries a remote again: single-spa forgets its lifecycles, then loads and mounts it anew. */
export async function retryApplication(name: string): Promise<void> {
  await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}

/** single-spa lifecycles that draw the "could not be loaded" notice in the remote's area. */
export function unavailableLifecycles(remote: string) {
  const roots = new Map<string, Root>();
  return {
    isFallback: true,
    bootstrap: async () => {},
    mount: async (props: MountProps) => {
      const root = createRoot(props.domElement);
      root.render(<RemoteUnavailable remote={remote} onRetry={() => void retryApplication(props.name)} />);
      roots.set(props.name, root);
    },
    unmount: async (props: MountProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}

/** The stand-in for `<remote>/<expose>`: lifecycles for `app`, a component for a fragment. */
export function fallbackModule(remote: string, expose: string): unknown {
  if (expose === 'app') return unavailableLifecycles(remote);
  if (remote === 'mf-checkout' && expose === 'mini-cart') return { __esModule: true, default: MiniCartLink };
  if (remote === 'mf-catalog' && expose === 'search-box') return { __esModule: true, default: PlainSearch };
  return { __esModule: true, default: FragmentUnavailable };
}
