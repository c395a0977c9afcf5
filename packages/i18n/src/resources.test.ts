import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from './bundled';
import { languages, type Messages, namespaces } from './languages';
import { loadLanguage } from './resources';

/** Every leaf key of a catalogue, dot-joined, so nested keys compare as flat lists. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function leavesOf(messages: Messages): unknown[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'object' && value !== null ? leavesOf(value) : [value],
  );
}

describe('message catalogues', () => {
  it('has a file for every namespace in every language', () => {
    for (const lang of languages) {
      for (const namespace of namespaces) {
        expect(
          existsSync(new URL(`./locales/${lang}/${namespace}.json`, import.meta.url)),
          `${lang}/${namespace}`,
        ).toBe(true);
      }
    }
  });

  it.each(namespaces)('has the same keys in Polish and English in %s', (namespace) => {
    const polish = keysOf(resources.pl[namespace]).sort();
    const english = keysOf(resources.en[namespace]).sort();
    expect(
      polish.filter((key) => !english.includes(key)),
      'in Polish, missing in English',
    ).toEqual([]);
    expect(
      english.filter((key) => !polish.includes(key)),
      'in English, missing in Polish',
    ).toEqual([]);
  });

  it('loads every other language with every namespace, each key also known in English', async () => {
    for (const lang of languages) {
      const loaded = await loadLanguage(lang);
      expect(Object.keys(loaded).sort(), lang).toEqual([...namespaces].sort());
      for (const namespace of namespaces) {
        const english = new Set(keysOf(resources.en[namespace]));
        // A key English lacks would never be shown in the storefront languages: most likely a typo.
        expect(
          keysOf(loaded[namespace]).filter((key) => !english.has(key)),
          `${lang}/${namespace}`,
        ).toEqual([]);
      }
    }
  });

  it('gives every language its own name, the 404 texts and the network error', async () => {
    for (const lang of languages) {
      const common = (await loadLanguage(lang)).common;
      const keys = keysOf(common);
      for (const key of ['language.name', 'notFound.title', 'notFound.text', 'notFound.home', 'errors.network']) {
        expect(keys, `${lang}: ${key}`).toContain(key);
      }
      if (lang !== 'en') expect(common.notFound, lang).not.toEqual(resources.en.common.notFound);
    }
    expect(resources.pl.common.notFound).toMatchObject({ title: 'Nie znaleziono strony' });
    expect(resources.en.common.errors).toMatchObject({ network: 'Network error' });
  });

  it('holds only non-empty strings', async () => {
    for (const lang of languages) {
      const loaded = await loadLanguage(lang);
      for (const namespace of namespaces) {
        for (const leaf of leavesOf(loaded[namespace])) {
          expect(typeof leaf === 'string' && leaf.trim() !== '', `${lang}/${namespace}: ${String(leaf)}`).toBe(true);
        }
      }
    }
  });
});
