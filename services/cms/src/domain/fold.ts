// Place search ignores case and Polish diacritics: 'lodz' finds Łódź, 'slaskie' finds śląskie.

const special: Record<string, string> = { ł: 'l', Ł: 'l' };

/** Lower case without diacritics, whitespace collapsed. */
export function fold(text: string): string {
  return text
    .replace(/[łŁ]/g, (c) => special[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
