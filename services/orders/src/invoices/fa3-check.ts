import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FA3_NAMESPACE } from './fa3-xml';

// The FA(3) check of a document: the official schema (./schema) through xmllint when the machine has it, else
// the document's frame. The KSeF sandbox checks what it receives with it, and staff's fix of a rejected
// invoice checks the rebuilt document before it is queued again.

const schemaFile = fileURLToPath(new URL('./schema/schemat_FA3_v1-0E.xsd', import.meta.url));

export async function hasXmllint(): Promise<boolean> {
  if (!existsSync(schemaFile)) return false;
  return new Promise((resolve) => {
    const child = spawn('xmllint', ['--version']);
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The FA(3) checks: the official schema through xmllint when present, else the document's frame. */
export async function fa3Problems(xml: string, xmllint: boolean): Promise<string[]> {
  if (xmllint) {
    return new Promise((resolve) => {
      const child = spawn('xmllint', ['--noout', '--schema', schemaFile, '-']);
      let errors = '';
      child.stderr.on('data', (chunk) => {
        errors += String(chunk);
      });
      child.on('error', () => resolve(['xmllint nie działa']));
      child.on('close', (code) =>
        resolve(
          code === 0
            ? []
            : errors
                .split('\n')
                .filter((line) => line && !line.endsWith('fails to validate'))
                .slice(0, 5),
        ),
      );
      child.stdin.end(xml);
    });
  }
  const problems: string[] = [];
  if (!new RegExp(`<Faktura xmlns="${FA3_NAMESPACE}"`).test(xml)) problems.push('Faktura: przestrzeń nazw FA(3)');
  if (!/<KodFormularza kodSystemowy="FA \(3\)" wersjaSchemy="1-0E">FA<\/KodFormularza>/.test(xml))
    problems.push('KodFormularza: FA (3) 1-0E');
  for (const element of ['P_1', 'P_2', 'P_15', 'Podmiot1', 'Podmiot2', 'RodzajFaktury'])
    if (!xml.includes(`<${element}>`)) problems.push(`brak elementu ${element}`);
  if (!xml.trimEnd().endsWith('</Faktura>')) problems.push('dokument niekompletny');
  return problems;
}
