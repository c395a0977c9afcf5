import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from './bundled';
import { languages, type Messages, namespaceOfFrontend, namespaces } from './languages';
import { loadLanguage, loadNamespace } from './resources';

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

  it('gives every information page its title in `catalog`, for the frame it shows while its texts load', () => {
    const pages = ['contact', 'blog', 'terms', 'storeLocator', 'gpsTracker', 'insurance', 'installments'];
    for (const lang of ['pl', 'en'] as const) {
      const { catalog, 'catalog-pages': catalogPages } = resources[lang];
      for (const page of pages) {
        expect((catalog[page] as Messages | undefined)?.title, `${lang} ${page}`).toEqual(expect.any(String));
        expect((catalogPages[page] as Messages | undefined)?.title, `${lang} ${page}`).toBeUndefined();
      }
    }
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

  it('loads one namespace of a language on its own, the same texts as the whole language', async () => {
    for (const lang of languages) {
      const whole = await loadLanguage(lang);
      for (const namespace of namespaces) {
        expect(await loadNamespace(lang, namespace), `${lang}/${namespace}`).toEqual(whole[namespace]);
      }
    }
    expect(await loadNamespace('pl', 'catalog')).toEqual(resources.pl.catalog);
    expect(await loadNamespace('en', 'shell')).toEqual(resources.en.shell);
  });

  it('names the namespace of each remote, none for the shell', () => {
    expect(namespaceOfFrontend('mf-catalog')).toBe('catalog');
    expect(namespaceOfFrontend('mf-checkout')).toBe('checkout');
    expect(namespaceOfFrontend('mf-account')).toBe('account');
    expect(namespaceOfFrontend('mf-dealer')).toBe('dealer');
    expect(namespaceOfFrontend('mf-admin')).toBe('admin');
    expect(namespaceOfFrontend('shell')).toBeUndefined();
    expect(namespaceOfFrontend('mf-common')).toBeUndefined();
    expect(namespaceOfFrontend('mf-unknown')).toBeUndefined();
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
