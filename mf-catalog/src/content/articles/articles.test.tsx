// @vitest-environment jsdom
import { defaultShopSettings } from '@shop/contracts/limits';
import { type StorefrontLanguage, storefrontLanguages } from '@shop/i18n';
import { initI18n, matchPath, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limitTexts } from '../../catalog/limits';
import { ArticleView } from './ArticleView';
import { type ArticleId, loadArticle } from './article';

const ids: ArticleId[] = [
  'terms',
  'privacy',
  'deliveryPayment',
  'warrantyReturns',
  'qualityWarranty',
  'howItWorks',
  'aboutUs',
  'tech',
  'services',
  'b2bOrders',
  'b2bRma',
];

/** The article as a shopper reads it with the shop's default settings. */
async function written(id: ArticleId, lang: StorefrontLanguage) {
  const write = await loadArticle(id, lang);
  return write(limitTexts(lang, defaultShopSettings));
}

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

describe('the information pages’ texts', () => {
  it.each(ids)('%s reads the same in Polish and English: a lead and the same sections', async (id) => {
    const [polish, english] = await Promise.all(storefrontLanguages.map((lang) => written(id, lang)));
    expect(polish!.lead.length).toBeGreaterThan(40);
    expect(english!.lead.length).toBeGreaterThan(40);
    expect(english!.sections.map((section) => [section.points?.length, section.paragraphs?.length])).toEqual(
      polish!.sections.map((section) => [section.points?.length, section.paragraphs?.length]),
    );
    expect(english!.sections.map((section) => section.links?.map((link) => link.screen))).toEqual(
      polish!.sections.map((section) => section.links?.map((link) => link.screen)),
    );
  });

  it('states the facts of the shop: free delivery above 200 PLN, 7 working days for a transfer, 2 years', async () => {
    const text = async (id: ArticleId) => JSON.stringify(await written(id, 'pl'));
    expect(await text('deliveryPayment')).toContain('powyżej 200,00\u00a0zł');
    expect(await text('deliveryPayment')).toContain('7 dni roboczych');
    expect(await text('warrantyReturns')).toContain('2-letnią gwarancją');
    expect(await text('warrantyReturns')).toContain('do 10 plików');
    expect(await text('howItWorks')).toContain('Silnik o mocy 250 W wspiera Cię do prędkości 25 km/h.');
    expect(await text('howItWorks')).toContain('od 500 do 700 pełnych cykli ładowania');
    expect(await text('qualityWarranty')).toContain('silniki mają moc od 250 do 1000 W.');
    expect(await text('terms')).toContain('biuro obsługi klienta pracuje w godzinach: pon.–pt. 8:00–16:00');
    expect(await text('terms')).toContain('do 999 sztuk');
    expect(await text('tech')).toContain('moc znamionową 250 W i wspomaga pedałowanie do 25 km/h');
    expect(await text('services')).toContain('Biuro obsługi pracuje: pon.–pt. 8:00–16:00');
    expect(await text('b2bOrders')).toContain('Płacisz przelewem w ciągu 7 dni roboczych');
    expect(await text('b2bRma')).toContain('do 10 plików po 10 MB');
    expect(await text('b2bRma')).toContain('w ciągu 2 lat od zakupu');
  });

  it('shows the text once its module has arrived, with links to the shop’s other pages', async () => {
    render(<ArticleView id="qualityWarranty" lang="en" />);
    expect(await screen.findByText(/Every bike passes quality control/)).toHaveTextContent(
      'Every bike passes quality control before it leaves our factory — and then rides with a 2-year warranty.',
    );
    const link = screen.getByRole('link', { name: 'E-bike insurance' });
    expect(matchPath(link.getAttribute('href')!)?.screen).toBe('insurance');
  });
});
