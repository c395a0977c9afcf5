// The ES module entry of react-i18next under an alias of the shell's build (rspack.config.ts).
declare module 'react-i18next-esm' {
  export * from 'react-i18next';
}
