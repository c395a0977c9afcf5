import { describe, expect, it } from 'vitest';
import { pageOfPath } from './page-of-path';
import { documentTitleOf } from './page-state';

const texts: Record<string, string> = {
  'shell:homeTitle': 'Zefir – electric bikes from a Polish maker',
  'shell:documentTitle': '{{page}} | Zefir electric bikes',
  'shell:adminTitle': 'Admin panel',
  'common:screens.cart': 'Cart',
  'common:screens.notFound': 'Page not found',
};
const t = (key: string, options?: Record<string, unknown>) =>
  (texts[key] ?? key).replace('{{page}}', String(options?.page ?? ''));

describe('documentTitleOf', () => {
  it('names the screen, the 404 page and the admin panel', () => {
    expect(documentTitleOf(pageOfPath('/en/'), t)).toBe('Zefir – electric bikes from a Polish maker');
    expect(documentTitleOf(pageOfPath('/en/cart'), t)).toBe('Cart | Zefir electric bikes');
    expect(documentTitleOf(pageOfPath('/en/nothing-here'), t)).toBe('Page not found | Zefir electric bikes');
    expect(documentTitleOf(pageOfPath('/en/admin/orders'), t)).toBe('Admin panel | Zefir electric bikes');
  });
});
