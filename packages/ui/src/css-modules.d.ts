// `import styles from './x.module.css'`: the class map of a CSS Module (rspack with
// `parser['css/auto'].namedExports: false`, vitest by default). Class names carry the `ui-` prefix.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
