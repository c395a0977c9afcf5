import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shell provides a react-i18next without <Trans> (react-i18next.ts). This keeps it honest: whatever a
// front end or a shared package imports from react-i18next must be among what that module exports.

const root = join(import.meta.dirname, '..', '..', '..');
const sourceDirs = [
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`),
];

function sourcesIn(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from react-i18next (`import { a, b as c } from 'react-i18next'`), type imports left out. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-i18next['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-i18next['"]/.test(source)) names.push('*');
  if (/import\s+\w+\s*(,|from)\s*[{'"]?[^;]*['"]react-i18next['"]/.test(source)) names.push('default');
  return names;
}

const provided = (() => {
  const slim = readFileSync(join(import.meta.dirname, 'react-i18next.ts'), 'utf8');
  const list = slim.match(/export\s*\{([^}]*)\}\s*from\s*'react-i18next-esm'/)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
})();

describe('the react-i18next the shell provides', () => {
  it('keeps the hooks and the set-up, and drops <Trans>', () => {
    expect(provided).toContain('useTranslation');
    expect(provided).toContain('initReactI18next');
    expect(provided).not.toContain('Trans');
  });

  it('exports everything the front ends import from react-i18next', () => {
    const files = sourceDirs.flatMap((dir) => sourcesIn(join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'))
        .filter((name) => !provided.has(name))
        .map((name) => `${file.slice(root.length + 1)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads import lists the way they are written', () => {
    expect(importedNames("import { useTranslation } from 'react-i18next';")).toEqual(['useTranslation']);
    expect(importedNames("import { Trans, useTranslation as t } from 'react-i18next';")).toEqual([
      'Trans',
      'useTranslation',
    ]);
    expect(importedNames("import type { TFunction } from 'react-i18next';")).toEqual([]);
  });
});
