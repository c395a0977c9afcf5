// Names the build and the shell's runtime must agree on.

/** Federation container name of a front end: `mf-catalog` → `mf_catalog` (a JavaScript identifier). */
export const containerName = (name: string) => name.replace(/-/g, '_');

/** The CSS-Modules class prefix of a front end: `mf-catalog` → `catalog`, so class names carry the team. */
export const cssPrefix = (name: string) => name.replace(/^mf-/, '');
