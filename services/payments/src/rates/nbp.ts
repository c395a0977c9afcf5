import { z } from 'zod';

// The National Bank of Poland's exchange rate API (https://api.nbp.pl), table A: the average (mid) rates
// Polish accounting uses. `GET {root}/exchangerates/tables/A/{yyyy-mm-dd}/?format=json` answers
// `[{ table: 'A', no: '229/A/NBP/2026', effectiveDate: '2026-11-25', rates: [{ currency, code, mid }] }]`,
// and 404 ("Not Found - Brak danych") on a day without a table (a weekend, a holiday, before publication).

const MAX_BODY = 100_000;

const NbpRate = z.object({
  currency: z.string(),
  code: z.string().regex(/^[A-Z]{3}$/),
  mid: z.number().positive().max(100_000),
});

const NbpTableAnswer = z
  .array(
    z.object({
      table: z.literal('A'),
      no: z.string().regex(/^\d{1,3}\/A\/NBP\/\d{4}$/),
      effectiveDate: z.iso.date(),
      rates: z.array(NbpRate).min(1).max(500),
    }),
  )
  .length(1);

export interface NbpTable {
  /** 229/A/NBP/2026 */
  no: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
  /** Mid rates by ISO code, as decimal strings with 6 places (`4.234500`). */
  rates: Map<string, string>;
}

/** Why a table could not be had: the bank did not answer properly, or answered something not a table. */
export class NbpError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'malformed',
    detail: string,
  ) {
    super(detail);
    this.name = 'NbpError';
  }
}

export interface NbpClient {
  /** The table A of a day; null when the bank has none for it (404). */
  table(date: string): Promise<NbpTable | null>;
  /** The newest table A published. */
  last(): Promise<NbpTable>;
}

export function nbpClient(options: { url: string; timeoutMs: number; fetch?: typeof fetch }): NbpClient {
  const root = options.url.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const get = async (which: string): Promise<NbpTable | null> => {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${root}/exchangerates/tables/A/${which}/?format=json`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new NbpError('unreachable', `NBP did not answer: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new NbpError('unreachable', `NBP answered ${response.status} for table A ${which}`);
    return parseNbpTable(text, which);
  };
  return {
    table: (date) => get(date),
    async last() {
      const table = await get('last');
      if (!table) throw new NbpError('malformed', 'NBP has no last table A');
      return table;
    },
  };
}

/** Reads the bank's answer for table A of `which`; anything else is a malformed table. */
export function parseNbpTable(text: string, which: string): NbpTable {
  if (text.length > MAX_BODY) throw new NbpError('malformed', `table A ${which}: answer too large`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NbpError('malformed', `table A ${which}: not JSON`);
  }
  const parsed = NbpTableAnswer.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new NbpError('malformed', `table A ${which}: ${issue?.path.join('.') || 'answer'} ${issue?.message ?? ''}`);
  }
  const [table] = parsed.data;
  if (which !== 'last' && table!.effectiveDate !== which)
    throw new NbpError('malformed', `table A ${which}: the bank answered the table of ${table!.effectiveDate}`);
  const rates = new Map<string, string>();
  for (const rate of table!.rates) {
    const fixed = rate.mid.toFixed(6);
    if (Number(fixed) === 0) throw new NbpError('malformed', `table A ${which}: ${rate.code} has no rate`);
    rates.set(rate.code, fixed);
  }
  return { no: table!.no, effectiveDate: table!.effectiveDate, rates };
}
