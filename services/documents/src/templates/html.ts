// A tiny HTML builder: everything interpolated is escaped unless it is already SafeHtml, so a company name
// like `Rowery <Kowalski> & Syn` prints as written and can never inject markup into a document.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | null | undefined | false | readonly Interpolation[];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function toHtml(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text`; nested `html` results and arrays pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += toHtml(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
