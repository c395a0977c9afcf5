import { describe, expect, it } from 'vitest';
import { foldText, prefixQuery, searchDocument, searchTokens } from './fold';

describe('folding for search', () => {
  it('removes Polish diacritics and case', () => {
    expect(foldText('Żółty Łańcuch ĄĆĘŁŃÓŚŹŻ')).toBe('zolty lancuch acelnoszz');
    expect(foldText('Rower elektryczny')).toBe('rower elektryczny');
  });

  it('splits into letter-and-digit tokens', () => {
    expect(searchTokens('Akumulator 36V/14Ah (504 Wh) — żółty')).toEqual([
      'akumulator',
      '36v',
      '14ah',
      '504',
      'wh',
      'zolty',
    ]);
  });

  it('builds a document without repeated words', () => {
    expect(searchDocument(['Rower żółty', 'rower ZÓŁTY', 'Yellow bike'])).toBe('rower zolty yellow bike');
  });

  it('builds a prefix query that cannot be broken by what is typed', () => {
    expect(prefixQuery('rower elektr')).toBe('rower:* & elektr:*');
    expect(prefixQuery("żół' | !(x) & :*")).toBe('zol:* & x:*');
    expect(prefixQuery('  !!! ')).toBeUndefined();
  });
});
