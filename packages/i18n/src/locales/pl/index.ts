// One module per language, so a language arrives as one chunk with all its namespaces.

import account from './account.json';
import admin from './admin.json';
import catalog from './catalog-namespace';
import checkout from './checkout.json';
import common from './common.json';
import dealer from './dealer.json';
import shell from './shell.json';

export default { common, shell, catalog, checkout, account, dealer, admin };
