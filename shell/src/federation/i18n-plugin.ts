import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type Namespace, namespaceOfFrontend } from '@shop/i18n';
import { loadNamespaces } from '@shop/platform';
import { splitModuleId } from './fallback-plugin';

// A remote's texts arrive with the remote: the shell starts i18next with `common` and `shell` only, and
// every module loaded from a remote (its `app`, or a fragment such as mf-checkout/mini-cart) waits for that
// remote's namespace before it is handed out, so it renders its texts on the first paint and no remote
// has to load them itself. The texts are fetched while the remote's files are (beforeRequest), not after.

type Load = (namespaces: readonly Namespace[]) => Promise<void>;

export function i18nPlugin(load: Load = loadNamespaces): ModuleFederationRuntimePlugin {
  const textsOf = async (remote: string) => {
    const namespace = namespaceOfFrontend(remote);
    if (!namespace) return;
    try {
      await load([namespace]);
    } catch (error) {
      // Untranslated keys beat no remote at all; i18next asks again when a component needs the namespace.
      console.warn(`[shell] the texts of ${remote} could not be loaded`, error);
    }
  };
  return {
    name: 'shop-i18n',
    beforeRequest(args) {
      void textsOf(splitModuleId(args.id).remote);
      return args;
    },
    async onLoad({ id, remote }) {
      // i18next shares one fetch per namespace, so this waits for the one beforeRequest started.
      await textsOf(remote.alias ?? splitModuleId(id).remote);
    },
  };
}
