// One module per language, so a language arrives as one chunk with all its namespaces.

import account from './account.json';
import admin from './admin.json';
import catalog from './catalog.json';
import catalogPages from './catalog-pages.json';
import checkout from './checkout.json';
import common from './common.json';
import dealer from './dealer.json';
import shell from './shell.json';

export default { common, shell, catalog, 'catalog-pages': catalogPages, checkout, account, dealer, admin };
