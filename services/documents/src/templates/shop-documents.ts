import {
  type CatalogueForPrint,
  formatDate,
  formatMoney,
  type PriceBlock,
  type ProductForPrint,
  type StorefrontLanguage,
} from '@shop/contracts';
import { pathFor } from '@shop/platform/routes';
import type { PrintableDocument } from '../render/pdf-renderer';
import { html, SafeHtml } from './html';
import { pageFooter, pageHeader, printLayout } from './print-layout';
import { qrCodeDataUri } from './qr-code';
import { type ShopDocumentsText, shopDocumentsText } from './shop-documents.text';

// The catalogue and a product's spec card. Everything from the catalogue (names, descriptions, specs written
// by staff) goes through `html`, so it is escaped; pictures are data: URIs checked by the contract schema.

export type DownloadableDocument = PrintableDocument & { fileName: string };

const styles = new SafeHtml(`<style>
body { font-variant-ligatures: none; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8pt; }
.tile { border: 0.75pt solid #c9d3cd; padding: 6pt; break-inside: avoid; display: flex; gap: 8pt; }
.tile img { width: 34mm; height: 26mm; object-fit: contain; background: #f6f9f7; flex: none; }
.tile h3 { margin: 0 0 2pt; font-size: 10pt; }
.tile .sku, .muted { color: #5b635e; font-size: 8pt; }
.tile p { font-size: 8.5pt; margin: 2pt 0; }
.price { font-weight: bold; color: #0f5132; }
.price .regular { text-decoration: line-through; color: #5b635e; font-weight: normal; margin-left: 4pt; }
.collection { break-before: page; }
.card-top { display: flex; gap: 12pt; align-items: flex-start; }
.card-top .picture { width: 60%; background: #f6f9f7; }
.card-top .picture img { width: 100%; }
.card-top .facts { flex: 1; }
.card-top .big { font-size: 16pt; }
.qr { margin-top: 10pt; text-align: center; font-size: 8pt; color: #5b635e; }
.qr img { width: 34mm; height: 34mm; display: block; margin: 0 auto 3pt; }
table.specs th { width: 40%; }
</style>`);

function priceLines(price: PriceBlock, text: ShopDocumentsText, lang: StorefrontLanguage, from = false): SafeHtml {
  const money = (amount: number) => formatMoney({ amount, currency: price.currency }, lang);
  const regular = price.reduced !== undefined && price.regular > price.gross;
  return html`<div class="price">${from ? `${text.price.from} ` : ''}${money(price.gross)}${
    regular ? html`<span class="regular">${money(price.regular)}</span>` : ''
  }</div>
<div class="muted">${money(price.net)} ${text.price.net}, ${text.price.vat(price.vatRate)}</div>
${
  price.lowestPrior30Days !== undefined
    ? html`<div class="muted">${text.price.lowest30}: ${money(price.lowestPrior30Days)}</div>`
    : ''
}`;
}

const picture = (src: string | undefined, alt: string) => (src ? html`<img src="${src}" alt="${alt}">` : '');

/** The public catalogue by collection, a page per collection, with pictures and retail prices. */
export function catalogueDocument(input: {
  catalogue: CatalogueForPrint;
  lang: StorefrontLanguage;
  brand: string;
  issuedOn: Date;
}): DownloadableDocument {
  const { catalogue, lang, brand } = input;
  const text = shopDocumentsText[lang];
  const issued = formatDate(input.issuedOn, lang);
  const body = html`${styles}<header class="cover">
  <div class="brand">${brand}</div>
  <h1>${text.catalogue.title}</h1>
  <div class="subtitle">${text.catalogue.subtitle}</div>
  <div class="muted">${text.catalogue.issued} ${issued}</div>
</header>
<p>${text.catalogue.note}</p>
<nav class="contents"><h3>${text.catalogue.contents}</h3>
  <ol>${catalogue.collections.map((c) => html`<li>${c.name} (${c.products.length})</li>`)}</ol>
</nav>
${catalogue.collections.map(
  (collection) => html`<section class="collection">
  <h2>${collection.name}</h2>
  ${
    collection.products.length === 0
      ? html`<p>${text.catalogue.empty}</p>`
      : html`<div class="grid">${collection.products.map(
          (product) => html`<div class="tile">${picture(product.picture, product.image.alt)}<div>
  <h3>${product.name}</h3>
  <div class="sku">${text.sku}: ${product.sku}</div>
  <p>${product.shortDescription}</p>
  ${priceLines(product.price, text, lang, product.priceFrom)}
</div></div>`,
        )}</div>`
  }
</section>`,
)}`;
  return {
    html: printLayout({ lang, title: `${brand} · ${text.catalogue.title}`, body }),
    headerTemplate: pageHeader(brand, `${text.catalogue.title} · ${issued}`),
    footerTemplate: pageFooter(brand, text.page, text.of),
    fileName: `${input.brand.toLowerCase().replace(/\s+/g, '-')}-catalogue-${lang}.pdf`,
  };
}

/** The address of a product's page in the shop, as the QR code of its card carries it. */
export function productPageUrl(shopUrl: string, product: ProductForPrint['product'], lang: StorefrontLanguage) {
  return `${shopUrl}${pathFor('product', lang, { id: product.id, slug: product.slugs[lang] })}`;
}

/** One product on an A4 page: picture, price, specifications, description and a QR code to its page. */
export async function productCardDocument(input: {
  product: ProductForPrint;
  lang: StorefrontLanguage;
  brand: string;
  shopUrl: string;
}): Promise<DownloadableDocument> {
  const { product: found, lang, brand } = input;
  const { product } = found;
  const text = shopDocumentsText[lang];
  const url = productPageUrl(input.shopUrl, product, lang);
  const qrSrc = await qrCodeDataUri(url);
  const groups = [...new Set(product.specs.map((spec) => spec.group))];
  const body = html`${styles}<header class="cover">
  <div class="brand">${brand} · ${text.card.title}</div>
  <h1>${product.name}</h1>
  <div class="subtitle">${product.shortDescription}</div>
</header>
<div class="card-top">
  <div class="picture">${picture(found.picture, product.gallery[0]?.alt ?? product.name)}</div>
  <div class="facts">
    <div class="muted">${text.sku}: ${product.sku}</div>
    <div class="big">${priceLines(product.price, text, lang)}</div>
    <div class="qr"><img src="${qrSrc}" alt="QR">${text.card.scan}<br>${url}</div>
  </div>
</div>
<h2>${text.card.specs}</h2>
${
  groups.length === 0
    ? html`<p>${text.card.noSpecs}</p>`
    : groups.map(
        (group) =>
          html`${group ? html`<h3>${group}</h3>` : ''}<table class="data specs"><tbody>${product.specs
            .filter((spec) => spec.group === group)
            .map((spec) => html`<tr><th>${spec.name}</th><td>${spec.value}</td></tr>`)}</tbody></table>`,
      )
}
${
  product.description
    ? html`<h2>${text.card.description}</h2>${product.description
        .split(/\n\s*\n/)
        .map((paragraph) => html`<p>${paragraph}</p>`)}`
    : ''
}`;
  return {
    html: printLayout({ lang, title: `${product.name} · ${text.card.title}`, body }),
    headerTemplate: pageHeader(brand, `${text.card.title} · ${product.sku}`),
    footerTemplate: pageFooter(url, text.page, text.of),
    fileName: `${product.slugs[lang]}-${lang}.pdf`,
  };
}
