import React from 'react';

// Every front end records the React it renders with, so a test (and a curious developer in the console)
// can see that the whole page runs on one React: `window.__SHOP_REACT_INSTANCES__.size === 1`.

declare global {
  interface Window {
    __SHOP_REACT_VERSIONS__?: Record<string, string>;
    __SHOP_REACT_INSTANCES__?: Set<unknown>;
  }
}

export function recordReact(app: string): void {
  window.__SHOP_REACT_VERSIONS__ = { ...window.__SHOP_REACT_VERSIONS__, [app]: React.version };
  window.__SHOP_REACT_INSTANCES__ ??= new Set();
  window.__SHOP_REACT_INSTANCES__.add(React);
}
