import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

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

/**
 * Keeps a fragment that fails to draw from taking the page with it: `fallback` stands in, and the error is
 * logged under the fragment's id. Loading failures are the shell's (it retries, then a stand-in).
 */
export class FragmentBoundary extends Component<
  { id: string; children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[fragment] ${this.props.id} failed`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface FragmentSlotProps<P extends object> {
  /** `<remote>/<expose>`, e.g. `mf-checkout/order-view`. */
  id: string;
  props: P;
  /** Shown while the module loads. */
  loading: ReactNode;
  /** Shown when it cannot be drawn; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

/** Another team's component on this remote's page: its wait, its failure with a retry, and the component. */
export function FragmentSlot<P extends object>({ id, props, loading, failed }: FragmentSlotProps<P>) {
  // The shell's federation keeps a loaded module, so every slot asking for it again costs a microtask.
  const [Fragment, setFragment] = useState(() => lazyFragment<P>(id));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setFragment(() => lazyFragment<P>(id));
    setAttempt((count) => count + 1);
  };
  return (
    <FragmentBoundary key={attempt} id={id} fallback={failed(retry)}>
      <Suspense fallback={loading}>
        <Fragment {...props} />
      </Suspense>
    </FragmentBoundary>
  );
}
