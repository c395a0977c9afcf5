import {
  formatMoney,
  INSURANCE_CHAIN_MIN_MM,
  INSURANCE_FOLDING_LOCK_MIN_MM,
  INSURANCE_MAX_SUM,
  INSURANCE_MONTHS,
  type InsuranceCertificateForPrint,
  THEFT_REPORT_HOURS,
} from '@shop/contracts';
import type { PrintableDocument } from '../render/pdf-renderer';
import { html, SafeHtml } from './html';
import { printedDay } from './print-dates';

// The insurance certificate e-mailed to a buyer when a sold bike is registered (issue 25, SPEC §1, §9): the
// policy and frame numbers, the cover period and sum, what the insurance covers and does not, the locks it
// requires and the 48-hour police rule for a theft. In the buyer's language.

const texts = {
  pl: {
    title: 'Certyfikat ubezpieczenia roweru',
    lead: (months: number) =>
      `Rower opisany poniżej jest ubezpieczony bezpłatnie przez ${months} miesięcy od dnia następującego po dniu zakupu.`,
    policyNumber: 'Numer polisy',
    insured: 'Ubezpieczony',
    bike: 'Rower',
    frameNumber: 'Numer ramy',
    purchaseDate: 'Data zakupu',
    cover: 'Okres ochrony',
    sum: 'Suma ubezpieczenia',
    sumNote: (max: string) => `Cena roweru, nie więcej niż ${max}. Każda wypłata odszkodowania zmniejsza sumę.`,
    coversTitle: 'Co obejmuje ubezpieczenie',
    covers: [
      'kradzież z włamaniem (rower przypięty wymaganym zabezpieczeniem),',
      'rabunek,',
      'przypadkowe uszkodzenie,',
      'wandalizm,',
      'uszkodzenie w wyniku kolizji.',
    ],
    excludesTitle: 'Czego nie obejmuje',
    excludes: [
      'zdarzeń poza granicami Polski,',
      'użytku innego niż prywatny (wypożyczalnie, przewóz osób, dostawy, zawody),',
      'kradzieży roweru niezabezpieczonego albo przypiętego zabezpieczeniem innym niż wymagane,',
      'zużycia części eksploatacyjnych (opony, klocki, łańcuch, akumulator) i usterek objętych gwarancją.',
    ],
    locksTitle: 'Wymagane zabezpieczenie',
    locks: (chain: number, folding: number) =>
      `Rower pozostawiony bez opieki przypinaj do stałego elementu: łańcuchem ze stali hartowanej o grubości co najmniej ${chain} mm, zapięciem typu U z podwójnym ryglem albo zapięciem składanym o grubości co najmniej ${folding} mm.`,
    theftTitle: 'Kradzież lub rabunek',
    theft: (hours: number) =>
      `Kradzież lub rabunek zgłoś na policję w ciągu ${hours} godzin od zdarzenia i zachowaj potwierdzenie zgłoszenia. Zgłoszenie późniejsze zamyka drogę do odszkodowania. Następnie zgłoś szkodę sklepowi, podając numer polisy.`,
    file: 'certyfikat-ubezpieczenia',
  },
  en: {
    title: 'Bicycle insurance certificate',
    lead: (months: number) =>
      `The bike described below is insured free of charge for ${months} months from the day after the day of purchase.`,
    policyNumber: 'Policy number',
    insured: 'Insured person',
    bike: 'Bike',
    frameNumber: 'Frame number',
    purchaseDate: 'Purchase date',
    cover: 'Cover period',
    sum: 'Insured sum',
    sumNote: (max: string) => `The bike's price, at most ${max}. Each claim payout lowers the sum.`,
    coversTitle: 'What the insurance covers',
    covers: [
      'theft with forced entry (the bike locked with a required lock),',
      'robbery,',
      'accidental damage,',
      'vandalism,',
      'collision damage.',
    ],
    excludesTitle: 'What it does not cover',
    excludes: [
      'events outside Poland,',
      'any use other than private (rentals, carrying passengers, deliveries, races),',
      'theft of a bike left unlocked or locked with anything but a required lock,',
      'wear of consumable parts (tyres, brake pads, chain, battery) and faults covered by the warranty.',
    ],
    locksTitle: 'Required locks',
    locks: (chain: number, folding: number) =>
      `Lock a bike left unattended to a fixed object with a hardened steel chain at least ${chain} mm thick, a double-locking U-lock or a folding lock at least ${folding} mm thick.`,
    theftTitle: 'Theft or robbery',
    theft: (hours: number) =>
      `Report a theft or robbery to the police within ${hours} hours of the event and keep the confirmation. A later report rules out compensation. Then report the loss to the shop with the policy number.`,
    file: 'insurance-certificate',
  },
};

const styles = new SafeHtml(`
@page { size: A4; margin: 18mm; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1d2320; font-size: 10pt; line-height: 1.45; }
.brand { font-size: 9pt; letter-spacing: 2pt; text-transform: uppercase; color: #0f5132; }
h1 { font-size: 20pt; margin: 2mm 0 4mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; color: #0f5132; }
table { border-collapse: collapse; width: 100%; margin: 4mm 0; }
th, td { text-align: left; padding: 2mm 3mm; border-bottom: 0.3mm solid #c8d3cc; vertical-align: top; }
th { width: 45mm; font-weight: normal; color: #4a5750; }
td { font-weight: bold; }
.note { font-weight: normal; font-size: 9pt; color: #4a5750; }
ul { margin: 0; padding-left: 6mm; }
.theft { border: 0.5mm solid #b02a37; border-radius: 2mm; padding: 3mm 4mm; margin-top: 6mm; }
`);

export function insuranceCertificateDocument(
  policy: InsuranceCertificateForPrint,
  brand: string,
): PrintableDocument & { fileName: string } {
  const lang = policy.language === 'en' ? 'en' : 'pl';
  const t = texts[lang];
  const body = html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${t.title} ${policy.policyNumber} — ${brand}</title><style>${styles}</style></head>
<body>
<main>
<p class="brand">${brand}</p>
<h1>${t.title}</h1>
<p>${t.lead(INSURANCE_MONTHS)}</p>
<table>
<tr><th scope="row">${t.policyNumber}</th><td>${policy.policyNumber}</td></tr>
<tr><th scope="row">${t.insured}</th><td>${policy.buyerName}</td></tr>
<tr><th scope="row">${t.bike}</th><td>${policy.productName}</td></tr>
<tr><th scope="row">${t.frameNumber}</th><td>${policy.frameNumber}</td></tr>
<tr><th scope="row">${t.purchaseDate}</th><td>${printedDay(policy.purchaseDate)}</td></tr>
<tr><th scope="row">${t.cover}</th><td>${printedDay(policy.cover.from)} – ${printedDay(policy.cover.to)}</td></tr>
<tr><th scope="row">${t.sum}</th><td>${formatMoney(policy.insuredSum, lang)}<br><span class="note">${t.sumNote(
    formatMoney(INSURANCE_MAX_SUM, lang),
  )}</span></td></tr>
</table>
<h2>${t.coversTitle}</h2>
<ul>${t.covers.map((line) => html`<li>${line}</li>`)}</ul>
<h2>${t.excludesTitle}</h2>
<ul>${t.excludes.map((line) => html`<li>${line}</li>`)}</ul>
<h2>${t.locksTitle}</h2>
<p>${t.locks(INSURANCE_CHAIN_MIN_MM, INSURANCE_FOLDING_LOCK_MIN_MM)}</p>
<section class="theft"><h2>${t.theftTitle}</h2><p>${t.theft(THEFT_REPORT_HOURS)}</p></section>
</main>
</body>
</html>`;
  const safeNumber = policy.frameNumber.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return { html: body.value, fileName: `${t.file}-${safeNumber}.pdf` };
}
