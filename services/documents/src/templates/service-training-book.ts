import type { StorefrontLanguage } from '@shop/contracts';
import type { PrintableDocument } from '../render/pdf-renderer';
import { html } from './html';
import { renderChapter } from './print-blocks';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import { trainingBookEn } from './service-training-book.en';
import { trainingBookPl } from './service-training-book.pl';
import type { TrainingBookText } from './service-training-book.text';

export interface TrainingBookDealer {
  taxId: string;
  companyName: string;
  city: string;
  /** ISO date (yyyy-mm-dd) of the training. */
  trainedOn: string;
}

const editions: Record<StorefrontLanguage, (brand: string) => TrainingBookText> = {
  pl: trainingBookPl,
  en: trainingBookEn,
};

/** NIP as Poles write it: 526-025-02-74. */
export function formatTaxId(taxId: string): string {
  return taxId.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3-$4');
}

function formatDate(isoDate: string, locale: string): string {
  // Date-only values are read as UTC midnight, so print them in UTC or they may slip a day.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}

/** The service training book of one dealer, ready for the PDF renderer, with its download file name. */
export function serviceTrainingBook(input: {
  dealer: TrainingBookDealer;
  lang: StorefrontLanguage;
  brand: string;
  issuedOn: Date;
}): PrintableDocument & { fileName: string } {
  const { dealer, brand } = input;
  const text = editions[input.lang](brand);
  const taxId = formatTaxId(dealer.taxId);
  const issuedOn = formatDate(input.issuedOn.toISOString().slice(0, 10), text.locale);
  const { labels, signOff } = text;

  const body = html`<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${text.title}</h1>
  <div class="subtitle">${text.subtitle}</div>
</header>
<h3>${text.dealerHeading}</h3>
<table class="dealer">
  <tr><th>${labels.company}</th><td>${dealer.companyName}</td></tr>
  <tr><th>${labels.taxId}</th><td>${taxId}</td></tr>
  <tr><th>${labels.city}</th><td>${dealer.city}</td></tr>
  <tr><th>${labels.trainedOn}</th><td>${formatDate(dealer.trainedOn, text.locale)}</td></tr>
  <tr><th>${labels.issuedOn}</th><td>${issuedOn}</td></tr>
</table>
${text.intro.map((paragraph) => html`<p>${paragraph}</p>`)}
<nav class="contents">
  <h3>${text.contentsHeading}</h3>
  <ol>${[...text.chapters.map((c) => c.title), signOff.title].map((title) => html`<li>${title}</li>`)}</ol>
</nav>
${text.chapters.map((chapter, i) => renderChapter(chapter, i + 1))}
<section class="sign-off">
  <h2><span class="number">${text.chapters.length + 1}.</span> ${signOff.title}</h2>
  <p>${signOff.statement}</p>
  <table>
    <tr><th>${labels.company}</th><td colspan="2">${dealer.companyName}, ${labels.taxId} ${taxId}</td></tr>
  </table>
  <table class="participants">
    <thead><tr>${signOff.participantsHead.map((cell) => html`<th>${cell}</th>`)}</tr></thead>
    <tbody>${[1, 2, 3, 4].map(() => html`<tr><td></td><td></td><td></td></tr>`)}</tbody>
  </table>
  <table class="signatures">
    <tr><th>${signOff.trainer}</th><td></td></tr>
    <tr><th>${signOff.trainerSignature}</th><td></td></tr>
    <tr><th>${signOff.date}</th><td></td></tr>
    <tr class="stamp"><th>${signOff.stamp}</th><td></td></tr>
  </table>
</section>`;

  return {
    fileName: `${text.fileName}-${dealer.taxId}.pdf`,
    html: printLayout({ lang: input.lang, title: `${text.title} – ${dealer.companyName}`, body }),
    headerTemplate: pageHeader(`${brand} · ${text.title}`, `${dealer.companyName} · ${labels.taxId} ${taxId}`),
    footerTemplate: pageFooter(`${text.footer.issuedFor}: ${dealer.companyName}`, text.footer.page, text.footer.of),
  };
}
