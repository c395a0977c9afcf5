import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionsDocPath, permissionsDocument } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('is what the matrix in @shop/contracts generates (run `npm run docs:permissions` after changing it)', () => {
    expect(readFileSync(permissionsDocPath, 'utf8')).toBe(permissionsDocument());
  });
});
