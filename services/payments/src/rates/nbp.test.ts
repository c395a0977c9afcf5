import { describe, expect, it } from 'vitest';
import { NbpError, nbpClient, parseNbpTable } from './nbp';

// The NBP adapter on its own: what it makes of the bank's answers (the job against the sandbox is in
// rate-job.postgres.test.ts).

const answer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify([
    {
      table: 'A',
      no: '229/A/NBP/2026',
      effectiveDate: '2026-11-25',
      rates: [
        { currency: 'euro', code: 'EUR', mid: 4.2345 },
        { currency: 'forint (Węgry)', code: 'HUF', mid: 0.011078 },
      ],
      ...overrides,
    },
  ]);

const fails = (text: string, which = '2026-11-25') => {
  try {
    parseNbpTable(text, which);
  } catch (error) {
    expect(error).toBeInstanceOf(NbpError);
    return (error as NbpError).message;
  }
  throw new Error('parsed');
};

describe('parseNbpTable', () => {
  it('reads the number, the date and every mid as a 6-decimal string', () => {
    const table = parseNbpTable(answer(), '2026-11-25');
    expect(table.no).toBe('229/A/NBP/2026');
    expect(table.effectiveDate).toBe('2026-11-25');
    expect(table.rates.get('EUR')).toBe('4.234500');
    expect(table.rates.get('HUF')).toBe('0.011078');
  });

  it('refuses what is not table A of the day asked for', () => {
    expect(fails('Not Found - Brak danych')).toContain('not JSON');
    expect(fails(answer({ table: 'B' }))).toContain('table');
    expect(fails(answer({ no: '229/B/NBP/2026' }))).toContain('no');
    expect(fails(answer({ rates: [] }))).toContain('rates');
    expect(fails(answer({ rates: [{ currency: 'euro', code: 'EUR', mid: -1 }] }))).toContain('mid');
    expect(fails(answer({ rates: [{ currency: 'euro', code: 'EUR', mid: '4,2345' }] }))).toContain('mid');
    expect(fails(answer(), '2026-11-26')).toContain('the table of 2026-11-25');
    expect(fails(`[${'1,'.repeat(60_000)}1]`)).toContain('too large');
  });
});

describe('nbpClient', () => {
  const client = (status: number, body: string) =>
    nbpClient({
      url: 'https://api.nbp.pl/api/',
      timeoutMs: 1000,
      fetch: async (input) => {
        expect(String(input)).toBe('https://api.nbp.pl/api/exchangerates/tables/A/2026-11-25/?format=json');
        return new Response(body, { status });
      },
    });

  it('answers null for a day without a table (404) and the table otherwise', async () => {
    expect(await client(404, '404 NotFound - Not Found - Brak danych').table('2026-11-25')).toBeNull();
    expect((await client(200, answer()).table('2026-11-25'))?.no).toBe('229/A/NBP/2026');
  });

  it('calls a bank that errs or cannot be reached unreachable', async () => {
    await expect(client(503, 'Service Unavailable').table('2026-11-25')).rejects.toMatchObject({
      kind: 'unreachable',
    });
    const down = nbpClient({
      url: 'http://127.0.0.1:9',
      timeoutMs: 1000,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.table('2026-11-25')).rejects.toMatchObject({ kind: 'unreachable' });
  });
});
