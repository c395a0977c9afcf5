import { DEFAULT_PAGE_SIZE } from '@shop/contracts/list-params';

// Catalogue numbers the browser needs. They equal MAX_SELLING_QUANTITY and AUTOCOMPLETE_MIN_LENGTH of
// @shop/contracts (limits.test.ts checks), which the browser does not import: that module brings zod along.

/** Most a shopper may order of one product (SPEC §5, §9). */
export const maxSellingQuantity = 999;
/** The autocomplete asks nothing before this many characters (SPEC §5, §9). */
export const autocompleteMinLength = 2;
/** Products on one page of a collection or search (SPEC §9). */
export const pageSize = DEFAULT_PAGE_SIZE;
