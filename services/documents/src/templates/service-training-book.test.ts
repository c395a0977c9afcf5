import { describe, expect, it } from 'vitest';
import { formatTaxId, serviceTrainingBook } from './service-training-book';

const dealer = {
  taxId: '7123014687',
  companyName: 'Rowery <b>Wójcik</b> & Syn',
  city: 'Lublin',
  trainedOn: '2025-03-11',
};
const issuedOn = new Date('2025-04-01T10:00:00Z');

describe('serviceTrainingBook', () => {
  it('prints the dealer as written, never as markup', () => {
    const book = serviceTrainingBook({ dealer, lang: 'pl', brand: 'Zefir', issuedOn });
    expect(book.html).toContain('Rowery &lt;b&gt;Wójcik&lt;/b&gt; &amp; Syn');
    expect(book.html).not.toContain('<b>Wójcik</b>');
    expect(book.headerTemplate).toContain('&lt;b&gt;');
  });

  it('is Polish by default in content, dates and file name', () => {
    const book = serviceTrainingBook({ dealer, lang: 'pl', brand: 'Zefir', issuedOn });
    expect(book.html).toContain('<html lang="pl">');
    expect(book.html).toContain('Książka szkoleniowa serwisu');
    expect(book.html).toContain('11 marca 2025');
    expect(book.html).toContain('712-301-46-87');
    expect(book.html).toContain('silnikiem centralnym komunikującym się protokołem UART');
    expect(book.html).toContain('udzielamy gwarancji na 2 lata'); // the standard warranty of SPEC §9
    expect(book.html).toContain('silnik o mocy znamionowej 250 W, który wspomaga jazdę do prędkości 25 km/h');
    expect(book.html).toContain('limit wspomagania 25 km/h');
    expect(book.fileName).toBe('ksiazka-szkoleniowa-serwisu-7123014687.pdf');
    expect(book.footerTemplate).toContain('class="pageNumber"');
  });

  it('has an English edition', () => {
    const book = serviceTrainingBook({ dealer, lang: 'en', brand: 'Zefir', issuedOn });
    expect(book.html).toContain('Service training book');
    expect(book.html).toContain('11 March 2025');
    expect(book.html).toContain('a 2-year warranty');
    expect(book.html).toContain('a motor with a rated power of 250 W that assists up to 25 km/h');
    expect(book.html).toContain('an emergency stop from 25 km/h');
    expect(book.fileName).toBe('service-training-book-7123014687.pdf');
  });
});

describe('formatTaxId', () => {
  it('groups a NIP the Polish way', () => {
    expect(formatTaxId('5260250274')).toBe('526-025-02-74');
  });
});
