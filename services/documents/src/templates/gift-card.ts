import { formatGiftCardCode, formatMoney, type GiftCardForPrint } from '@shop/contracts';
import type { PrintableDocument } from '../render/pdf-renderer';
import { html, SafeHtml } from './html';
import { printedDate } from './print-dates';

// The printable gift card (issue 24, docs/decisions/gift-cards.md): one A4 page with a card-sized panel to cut
// out — the value, the code in large type, the validity and the buyer's message — and how to use it.

const texts = {
  pl: {
    title: 'Karta podarunkowa',
    value: 'Wartość',
    code: 'Kod karty',
    validUntil: 'Ważna do',
    use: 'Wpisz kod w polu „Karta podarunkowa” przy składaniu zamówienia w sklepie. Karta może opłacić całe zamówienie lub jego część; resztę zapłacisz wybraną metodą. Saldo sprawdzisz na stronie „Saldo karty podarunkowej”.',
    keep: 'Kod działa jak gotówka: nie pokazuj go nikomu poza obdarowanym.',
    file: 'karta-podarunkowa',
  },
  en: {
    title: 'Gift card',
    value: 'Value',
    code: 'Card code',
    validUntil: 'Valid until',
    use: 'Enter the code in the “Gift card” field when you place an order in the shop. The card can pay for all of an order or part of it; you pay the rest by the method you choose. Check its balance on the “Gift card balance” page.',
    keep: 'The code works like cash: show it to no one but the person it is for.',
    file: 'gift-card',
  },
};

const styles = new SafeHtml(`
@page { size: A4; margin: 18mm; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1d2320; }
.card { width: 150mm; min-height: 90mm; margin: 0 auto; padding: 10mm 12mm; border-radius: 6mm;
  background: linear-gradient(135deg, #0f5132, #2e8b57); color: #fff; -webkit-print-color-adjust: exact;
  print-color-adjust: exact; }
.brand { font-size: 9pt; letter-spacing: 2pt; text-transform: uppercase; }
h1 { font-size: 22pt; margin: 4mm 0 6mm; }
.value { font-size: 28pt; font-weight: bold; margin: 0 0 6mm; }
.code { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 18pt; letter-spacing: 1pt;
  background: #fff; color: #0f5132; padding: 2mm 4mm; border-radius: 2mm; display: inline-block; }
.label { font-size: 8pt; text-transform: uppercase; letter-spacing: 1pt; opacity: 0.85; margin: 4mm 0 1mm; }
.message { font-style: italic; margin-top: 6mm; white-space: pre-line; }
.how { width: 150mm; margin: 10mm auto 0; font-size: 10pt; line-height: 1.5; }
`);

export function giftCardDocument(card: GiftCardForPrint, brand: string): PrintableDocument & { fileName: string } {
  const t = texts[card.language === 'en' ? 'en' : 'pl'];
  const body = html`<!doctype html>
<html lang="${card.language}">
<head><meta charset="utf-8"><title>${t.title} — ${brand}</title><style>${styles}</style></head>
<body>
<main>
<section class="card" aria-label="${t.title}">
<p class="brand">${brand}</p>
<h1>${t.title}</h1>
<p class="label">${t.value}</p>
<p class="value">${formatMoney(card.value, card.language)}</p>
<p class="label">${t.code}</p>
<p class="code">${formatGiftCardCode(card.code)}</p>
<p class="label">${t.validUntil}</p>
<p>${printedDate(card.expiresAt)}</p>
${card.message ? html`<p class="message">${card.message}</p>` : ''}
</section>
<section class="how"><p>${t.use}</p><p>${t.keep}</p></section>
</main>
</body>
</html>`;
  return { html: body.value, fileName: `${t.file}-${card.code.slice(-4).toLowerCase()}.pdf` };
}
