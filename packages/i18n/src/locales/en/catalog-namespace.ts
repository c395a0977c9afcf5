// The catalogue team's texts are one namespace in two files, by what the shopper reads: the shop itself
// (home, product, collection, search) and the information and service pages. Both arrive as one chunk.

import shop from './catalog.json';
import pages from './catalog-pages.json';

export default { ...shop, ...pages };
