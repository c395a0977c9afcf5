import { lazyFragment } from '@shop/remote-kit/fragments';
import { Component, type ReactNode, Suspense, useState } from 'react';

// Another team's federated component on an account page (DESIGN §7: the data owner owns the fragment). It
// is loaded through the shell, which retries and hands out a stand-in when the remote cannot be loaded;
// what is left here is the wait and a component that fails to draw.

interface FragmentSlotProps<P extends object> {
  /** `<remote>/<expose>`, e.g. `mf-checkout/order-view`. */
  id: string;
  props: P;
  /** Shown while the module loads. */
  loading: ReactNode;
  /** Shown when it cannot be drawn; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
}

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

class FragmentBoundary extends Component<
  { id: string; children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[mf-account] ${this.props.id} failed`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
