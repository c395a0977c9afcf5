import { languageOfPath } from '@shop/remote-kit/route';
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { NotFoundPage } from './NotFoundPage';

// The 404 page as a single-spa application of the shell's own: active when no screen matches the URL.
let root: Root | undefined;

export const notFoundLifecycles = {
  bootstrap: async () => {},
  mount: async (props: AppProps & { domElement: HTMLElement }) => {
    root = createRoot(props.domElement);
    root.render(<NotFoundPage lang={languageOfPath(window.location.pathname)} />);
  },
  unmount: async () => {
    root?.unmount();
    root = undefined;
  },
};
