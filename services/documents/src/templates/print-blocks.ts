import { html, type SafeHtml } from './html';

// The building blocks of a printed chapter. Texts are plain strings written by us; they are still escaped,
// so a '<' or '&' in a torque table never breaks the page.

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'warning'; text: string };

export interface Chapter {
  title: string;
  blocks: Block[];
}

export const p = (text: string): Block => ({ kind: 'paragraph', text });
export const h = (text: string): Block => ({ kind: 'heading', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const steps = (...items: string[]): Block => ({ kind: 'steps', items });
export const table = (head: string[], rows: string[][]): Block => ({ kind: 'table', head, rows });
export const warning = (text: string): Block => ({ kind: 'warning', text });

export function renderBlock(block: Block): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p>${block.text}</p>`;
    case 'heading':
      return html`<h3>${block.text}</h3>`;
    case 'list':
      return html`<ul>${block.items.map((item) => html`<li>${item}</li>`)}</ul>`;
    case 'steps':
      return html`<ol>${block.items.map((item) => html`<li>${item}</li>`)}</ol>`;
    case 'table':
      return html`<table class="data">
  <thead><tr>${block.head.map((cell) => html`<th>${cell}</th>`)}</tr></thead>
  <tbody>${block.rows.map((row) => html`<tr>${row.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
</table>`;
    case 'warning':
      return html`<div class="warning">${block.text}</div>`;
  }
}

export function renderChapter(chapter: Chapter, number: number): SafeHtml {
  return html`<section class="chapter">
  <h2><span class="number">${number}.</span> ${chapter.title}</h2>
  ${chapter.blocks.map(renderBlock)}
</section>`;
}
