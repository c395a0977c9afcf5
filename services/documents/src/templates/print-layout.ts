import { html, SafeHtml } from './html';

// The frame every printed document shares: A4 typography, the brand colours of the shop and the running
// header and footer. Chromium renders header and footer templates apart from the page, without its styles,
// so they carry their own inline CSS (and an explicit font size, which is otherwise zero).

const styles = `
@page { size: A4; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt;
  line-height: 1.45; color: #1d2320; }
h1 { font-size: 22pt; margin: 0 0 4pt; color: #0f5132; }
h2 { font-size: 14pt; margin: 18pt 0 6pt; padding-bottom: 3pt; border-bottom: 1.5pt solid #2e8b57; color: #0f5132;
  break-after: avoid; }
h2 .number { color: #2e8b57; }
h3 { font-size: 11pt; margin: 10pt 0 4pt; break-after: avoid; }
p { margin: 0 0 6pt; }
ul, ol { margin: 0 0 6pt; padding-left: 16pt; }
li { margin-bottom: 3pt; }
.cover { border-left: 6pt solid #2e8b57; padding: 4pt 0 4pt 12pt; margin-bottom: 14pt; }
.brand { font-size: 9pt; letter-spacing: 2pt; text-transform: uppercase; color: #2e8b57; font-weight: bold; }
.subtitle { font-size: 11pt; color: #4a544f; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; }
tr { break-inside: avoid; }
th, td { text-align: left; vertical-align: top; padding: 4pt 6pt; border: 0.75pt solid #c9d3cd; }
th { background: #e8f3ec; font-weight: bold; }
table.data tbody tr:nth-child(even) td { background: #f6f9f7; }
table.dealer th { width: 32%; }
.contents ol { columns: 2; column-gap: 18pt; }
.warning { border: 1pt solid #d9822b; border-left-width: 5pt; background: #fff6ec; padding: 6pt 8pt; margin: 6pt 0 10pt;
  break-inside: avoid; }
.sign-off { break-before: page; }
.sign-off td { height: 26pt; }
.sign-off .participants th:first-child { width: 45%; }
.sign-off .participants th:nth-child(2) { width: 25%; }
.sign-off .signatures th { width: 35%; }
.sign-off .stamp td { height: 70pt; }
`;

// Our own constant CSS: inserted as written, since a <style> element does not decode entities.
const stylesheet = new SafeHtml(styles);

export function printLayout(input: { lang: string; title: string; body: SafeHtml }): string {
  return html`<!doctype html>
<html lang="${input.lang}">
<head><meta charset="utf-8"><title>${input.title}</title><style>${stylesheet}</style></head>
<body>${input.body}</body>
</html>`.value;
}

const edgeStyle = 'font-family: DejaVu Sans, Arial, sans-serif; font-size: 7.5pt; color: #5b635e; width: 100%;';

/** Running header: brand on the left, document and subject on the right. */
export function pageHeader(left: string, right: string): string {
  return html`<div style="${edgeStyle} margin: 0 16mm; display: flex; justify-content: space-between;
  border-bottom: 0.5pt solid #c9d3cd; padding-bottom: 2pt;"><span>${left}</span><span>${right}</span></div>`.value;
}

/** Running footer with 'Page X of Y' in the document's words. */
export function pageFooter(note: string, pageWord: string, ofWord: string): string {
  return html`<div style="${edgeStyle} margin: 0 16mm; display: flex; justify-content: space-between;">
  <span>${note}</span>
  <span>${pageWord} <span class="pageNumber"></span> ${ofWord} <span class="totalPages"></span></span></div>`.value;
}
