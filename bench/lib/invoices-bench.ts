import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OrderAddress } from '@shop/contracts';
import { testDatabaseUrl } from '@shop/service-kit/testing';
import pg from 'pg';

// What bench/invoices.ts measures with and writes from: CPU time read from /proc (this process, its xmllint
// children, the PostgreSQL backends of the services' databases) and the day's dealers with valid NIPs.

/** CPU of this process and of its waited-for children (xmllint) so far, in seconds, from /proc. */
export function cpuSeconds(): { own: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticks = (index: number) => Number(fields[index]) / 100;
  return { own: ticks(11) + ticks(12), children: ticks(13) + ticks(14) };
}

/** CPU so far of the PostgreSQL backends serving `names` (the services' pooled connections), by pid. */
export async function postgresCpu(names: string[]): Promise<Map<number, number>> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = any($1::text[])',
      [names],
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
      } catch {} // ended meanwhile, or PostgreSQL on another machine: not counted
    }
    return cpu;
  } finally {
    await admin.end();
  }
}
export const postgresSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/**
 * A valid Polish NIP: nine digits and the mod-11 check digit (weights 6 5 7 2 3 4 5 6 7), never 10; the first
 * three (the tax office's code) as FA(3)'s pattern wants them: no leading zero, not 0 twice after it.
 */
function validNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from(randomBytes(9), (byte, i) => (i === 0 ? 1 + (byte % 9) : byte % 10));
    const check = digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
    if (check !== 10 && (digits[1] !== 0 || digits[2] !== 0)) return [...digits, check].join('');
  }
}

const cities = [
  ['Poznań', '61-001'],
  ['Kraków', '30-001'],
  ['Gdańsk', '80-001'],
  ['Wrocław', '50-001'],
  ['Łódź', '90-001'],
  ['Lublin', '20-001'],
] as const;
/** `count` dealers, each with a company billing address in one of six cities and a valid NIP. */
export const benchDealers = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const [city, zipCode] = cities[index % cities.length]!;
    return {
      customerId: randomUUID(),
      email: `biuro${index + 1}@rowery-dealer.example`,
      billing: {
        type: 'company',
        firstName: 'Jan',
        lastName: 'Kowalski',
        companyName: `Rowery ${city} ${index + 1} sp. z o.o.`,
        taxId: validNip(),
        street: `ul. Rowerowa ${index + 1}`,
        zipCode,
        city,
        country: 'PL',
      } satisfies OrderAddress,
    };
  });
