// react-i18next as the shell provides it to every front end (the shared singleton `react-i18next`,
// rspack.config.ts): the whole package but `<Trans>` and `<IcuTrans>` with their HTML and ICU parsers
// (html-parse-stringify) and the SSR helpers, about 7 KB gzip of a first visit that nobody uses. A shared
// module cannot be tree-shaken, since the shell cannot know what the remotes import, so the cut is made
// here; react-i18next.test.ts fails when a front end imports something this module leaves out.
// `react-i18next-esm` is the package's own ES module entry (an alias in rspack.config.ts), imported under
// another name so that this module does not consume itself from the share scope.
export {
  getDefaults,
  getI18n,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  setDefaults,
  setI18n,
  Translation,
  useTranslation,
  withTranslation,
} from 'react-i18next-esm';
