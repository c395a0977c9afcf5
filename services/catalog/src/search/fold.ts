// Search that finds 'żółty' for 'zolty' and 'Rower elektryczny' for 'rower elektryczny', the same on
// PGlite and PostgreSQL 15: both the stored text and the query are folded here, in one place, and matched
// with PostgreSQL's language-neutral 'simple' configuration (no unaccent extension needed on either).

const letters: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
};

/** Lower case, Polish (and other Latin) diacritics removed: 'Żółty Łańcuch' → 'zolty lancuch'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźżßæøđ]/g, (c) => letters[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The words of a text as search tokens: folded, letters and digits only ('36V/14Ah' → '36v', '14ah'). */
export function searchTokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** The text stored in `products.search_text`: every searchable text, tokens deduplicated. */
export function searchDocument(texts: readonly string[]): string {
  return [...new Set(texts.flatMap(searchTokens))].join(' ');
}

/**
 * A tsquery for what a shopper typed: every word must match, the last one as a prefix (they may still be
 * typing), the others as prefixes too so 'rower elektr' and 'akumulator 36' find what they mean.
 * Tokens are letters and digits only, so nothing typed can break the query syntax. Undefined when there
 * is nothing to search for.
 */
export function prefixQuery(typed: string): string | undefined {
  const tokens = searchTokens(typed).slice(0, 8);
  if (tokens.length === 0) return undefined;
  return tokens.map((token) => `${token}:*`).join(' & ');
}
