// The address a front end's server build is rendering (issue 18). Hooks that read the page's address (the
// path, the query) read it here on the server, where there is no window; a browser never sets a source.

export interface ServerAddress {
  pathname: string;
  /** '?…' or ''. */
  search: string;
}

let source: () => ServerAddress | undefined = () => undefined;

/** Set once by a server build (remote-kit/server.tsx): where the render in progress is. */
export function setServerAddressSource(next: () => ServerAddress | undefined): void {
  source = next;
}

/** The address being rendered on the server; undefined in a browser. */
export function serverAddress(): ServerAddress | undefined {
  return source();
}
