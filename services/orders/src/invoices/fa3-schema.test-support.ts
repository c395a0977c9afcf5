import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The official FA(3) schema (schema/README.md) as the invoice tests check documents against it, with xmllint
// (libxml2-utils; .ci/run installs it). Where it is missing the schema checks are skipped and say so.

const schemaFile = fileURLToPath(new URL('./schema/schemat_FA3_v1-0E.xsd', import.meta.url));

export const xmllintPresent = spawnSync('xmllint', ['--version']).status === 0;
if (!xmllintPresent) console.warn('[skipped] FA(3) schema checks: install xmllint (apt-get install libxml2-utils)');

/** xmllint's verdict on `xml` against the FA(3) schema: '' when valid, else its messages. */
export function fa3SchemaErrors(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--schema', schemaFile, '-'], { input: xml, encoding: 'utf8' });
  return run.status === 0 ? '' : run.stderr;
}
