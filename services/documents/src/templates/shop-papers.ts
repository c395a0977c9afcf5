import type { ProductForPrint, StorefrontLanguage } from '@shop/contracts';
import { html } from './html';
import { printedDate } from './print-dates';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import type { DownloadableDocument } from './shop-documents';
import { declarationText, type Maker, makerAddress, type Paper } from './shop-papers.text';

// The documents page's papers (issue 25): the warranty terms and the user manual, and a bike's declaration
// of conformity. What the catalogue says of the bike (name, code, specs) and what staff keep of the maker
// (the shop settings' company) go through `html`, so they are escaped.

/** A paper of headed sections (the warranty terms, the user manual). */
export function paperDocument(input: {
  paper: Paper;
  lang: StorefrontLanguage;
  brand: string;
  maker: Maker;
}): DownloadableDocument {
  const { paper, lang, brand, maker } = input;
  const body = html`<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${paper.title}</h1>
  <div class="subtitle">${paper.subtitle}</div>
</header>
${paper.sections.map(
  (section) => html`<h2>${section.heading}</h2>
${(section.paragraphs ?? []).map((paragraph) => html`<p>${paragraph}</p>`)}
${section.points ? html`<ul>${section.points.map((point) => html`<li>${point}</li>`)}</ul>` : ''}`,
)}`;
  return {
    html: printLayout({ lang, title: `${brand} · ${paper.title}`, body }),
    headerTemplate: pageHeader(brand, paper.title),
    footerTemplate: pageFooter(`${maker.name}, ${makerAddress(maker)}`, pageWord(lang), ofWord(lang)),
    fileName: `${brand.toLowerCase().replace(/\s+/g, '-')}-${paper.fileName}`,
  };
}

const pageWord = (lang: StorefrontLanguage) => declarationText[lang].page;
const ofWord = (lang: StorefrontLanguage) => declarationText[lang].of;

/** A bike's EU declaration of conformity, with its model, code and the catalogue's specification. */
export function declarationDocument(input: {
  product: ProductForPrint['product'];
  lang: StorefrontLanguage;
  brand: string;
  maker: Maker;
  issuedOn: Date;
}): DownloadableDocument {
  const { product, lang, brand, maker } = input;
  const text = declarationText[lang];
  const body = html`<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${text.title}</h1>
  <div class="subtitle">${product.name}</div>
</header>
<h2>${text.maker}</h2>
<p><strong>${maker.name}</strong><br>${makerAddress(maker)}<br>NIP ${maker.taxId}</p>
<p>${text.declares}</p>
<ul>${text.directives.map((directive) => html`<li>${directive}</li>`)}</ul>
<h2>${text.product}</h2>
<table class="data"><tbody>
<tr><th>${text.model}</th><td>${product.name}</td></tr>
<tr><th>${text.code}</th><td>${product.sku}</td></tr>
<tr><th>${text.kind}</th><td>${text.kindValue}</td></tr>
</tbody></table>
<p>${text.serial}</p>
<h3>${text.specs}</h3>
<table class="data"><tbody>${product.specs.map(
    (spec) => html`<tr><th>${spec.group ? `${spec.group}: ` : ''}${spec.name}</th><td>${spec.value}</td></tr>`,
  )}</tbody></table>
<h2>${text.standards}</h2>
<ul>${text.standardList.map((standard) => html`<li>${standard}</li>`)}</ul>
<p>${text.fileKeeper}</p>
<p>${text.signed}:<br>${maker.city}, ${printedDate(input.issuedOn)}<br>${text.signature}, ${maker.name}</p>`;
  return {
    html: printLayout({ lang, title: `${product.name} · ${text.title}`, body }),
    headerTemplate: pageHeader(brand, `${text.title} · ${product.sku}`),
    footerTemplate: pageFooter(`${maker.name}, ${makerAddress(maker)}`, text.page, text.of),
    fileName: `${product.slugs[lang]}-${lang === 'pl' ? 'deklaracja-zgodnosci' : 'declaration-of-conformity'}.pdf`,
  };
}
