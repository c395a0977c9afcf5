import { randomBytes } from 'node:crypto';
import { type KsefSandboxReceipt, ksefSandboxCredentials } from './sandbox';

// What the KSeF sandbox (./sandbox.ts) makes of documents: KSeF numbers with their CRC-8
// (faktury/numer-ksef.md) and the UPO it answers with. It checks what it receives with ../fa3-check.ts.

export interface SentInvoice {
  receipt: KsefSandboxReceipt;
  polls: number;
  hash: string;
  sentAt: Date;
  verdict?: { code: number; description: string; details: string[]; extensions?: Record<string, string> };
  upo?: string;
}

export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** `5250000009-20261126-0100001AF629-AF`: seller's NIP, the day, 12 hex digits, the CRC-8 of what precedes. */
export function ksefNumberFor(nip: string, day: Date): string {
  const data = `${nip}-${day.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}

export function isValidKsefNumber(value: string): boolean {
  const match = /^(\d{10}-\d{8}-[0-9A-F]{12})-([0-9A-F]{2})$/.exec(value);
  return match !== null && crc8(match[1] as string) === Number.parseInt(match[2] as string, 16);
}

export function upoXml(sent: SentInvoice, ksefNumber: string): string {
  const number = /<P_2>([^<]*)<\/P_2>/.exec(sent.receipt.xml)?.[1] ?? '';
  const issued = /<P_1>([^<]*)<\/P_1>/.exec(sent.receipt.xml)?.[1] ?? '';
  const now = new Date().toISOString();
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
<NazwaPodmiotuPrzyjmujacego>Sandbox KSeF sklepu (nie Ministerstwo Finansów)</NazwaPodmiotuPrzyjmujacego>
<NumerReferencyjnySesji>${sent.receipt.sessionReference}</NumerReferencyjnySesji>
<Uwierzytelnienie><IdKontekstu><Nip>${ksefSandboxCredentials.nip}</Nip></IdKontekstu></Uwierzytelnienie>
<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
<KodFormularza>FA (3)</KodFormularza>
<Dokument>
<NipSprzedawcy>${ksefSandboxCredentials.nip}</NipSprzedawcy>
<NumerKSeFDokumentu>${ksefNumber}</NumerKSeFDokumentu>
<NumerFaktury>${number}</NumerFaktury>
<DataWystawieniaFaktury>${issued}</DataWystawieniaFaktury>
<DataPrzeslaniaDokumentu>${sent.sentAt.toISOString()}</DataPrzeslaniaDokumentu>
<DataNadaniaNumeruKSeF>${now}</DataNadaniaNumeruKSeF>
<SkrotDokumentu>${sent.hash}</SkrotDokumentu>
<TrybWysylki>${sent.receipt.offline ? 'Offline' : 'Online'}</TrybWysylki>
</Dokument>
</Potwierdzenie>
`;
}
