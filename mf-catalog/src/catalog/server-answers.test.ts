// @vitest-environment jsdom

import type { PriceBlock } from '@shop/contracts';
import { formatMoney, setApiTransport, setCurrency } from '@shop/platform';
import { waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootstrap, mount, RENDERED_ANSWERS_ID, unmount } from '../lifecycles';
import { type RenderedPage, render } from '../server';
import { answerOnServer, keepServerAnswers, serverAnswerOf } from './server-answers';
import { card, pricePLN } from './test-fixtures';

// The answers a page rendered in the gateway carries (issue 18): read while the screen hydrates, at that
// address, in that currency, for a short while only; and the mount that decides whether to hydrate.

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the answers a page was rendered with', () => {
  const answer = { items: [{ id: 7, name: 'Zefir City 28' }] };
  const keptAt = (address: string) => {
    window.history.replaceState(null, '', address);
    keepServerAnswers('PLN', { 'featured-pl': answer });
  };

  it('are read by every query of their key while the page hydrates, in their currency only', () => {
    keptAt('/pl/?sort=price');
    // Several components read the same key: each gets the same answer.
    for (let read = 0; read < 3; read++) expect(serverAnswerOf('featured-pl', 'PLN')).toBe(answer);
    expect(serverAnswerOf('featured-pl', 'EUR')).toBeUndefined();
    expect(serverAnswerOf('featured-en', 'PLN')).toBeUndefined();
    expect(serverAnswerOf('toString', 'PLN')).toBeUndefined();
  });

  it('are not read at another address: the shopper moved on', () => {
    keptAt('/pl/?sort=price');
    window.history.pushState(null, '', '/pl/?sort=name');
    expect(serverAnswerOf('featured-pl', 'PLN')).toBeUndefined();
    window.history.pushState(null, '', '/pl/kategoria/59/rowery-elektryczne');
    expect(serverAnswerOf('featured-pl', 'PLN')).toBeUndefined();
  });

  it('are not read once 10 s old: prices move', () => {
    vi.useFakeTimers();
    keptAt('/pl/');
    vi.advanceTimersByTime(9_999);
    expect(serverAnswerOf('featured-pl', 'PLN')).toBe(answer);
    vi.advanceTimersByTime(2);
    expect(serverAnswerOf('featured-pl', 'PLN')).toBeUndefined();
  });

  it('are never asked for in a browser: a query outside a server render is not on the server', () => {
    const load = vi.fn(async () => answer);
    expect(answerOnServer('featured-pl', load)).toEqual({ onServer: false });
    expect(load).not.toHaveBeenCalled();
  });
});

// The gateway's page: the area holds the server's HTML for `data-rendered`, the answers sit in a script.
// The HTML is the server build's own (rendered here once), so a hydration that went wrong shows.

const config = {
  freeDeliveryThreshold: { amount: 150_000, currency: 'PLN' },
  payment: { transferDueWorkingDays: 7 },
  openingHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' },
};
const products = (price: PriceBlock) => ({
  items: [card(1, 'Zefir City 28', { price }), card(2, 'Zefir Trekking', { price })],
  total: 2,
  page: 1,
  limit: 8,
});
const priced = { PLN: pricePLN(549_900), EUR: { ...pricePLN(129_900), currency: 'EUR' as const } };
/** What the gateway answers the server's render and the browser: the catalogue in the asked currency. */
const gateway = () =>
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://shop.test').pathname;
    const currency = new Headers(init?.headers).get('X-Currency') === 'EUR' ? 'EUR' : 'PLN';
    if (path === '/api/config') return Response.json(config);
    if (path === '/api/catalog/products') return Response.json(products(priced[currency]));
    return Response.json({ code: 'not_found' }, { status: 404 });
  });
const pl = (amount: number) => formatMoney({ amount, currency: 'PLN' }, 'pl');
const money = ({ gross, currency }: PriceBlock) => formatMoney({ amount: gross, currency }, 'pl');

const pages: Record<'pl' | 'en', RenderedPage> = {} as never;
const browser = gateway();
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  // The server's answers differ from the browser's: 5 499,00 zł there, 4 999,00 zł here.
  pages.pl = (await render({ path: '/pl/', search: '', fetch: gateway() })) as RenderedPage;
  pages.en = (await render({ path: '/en/', search: '', fetch: gateway() })) as RenderedPage;
  priced.PLN = pricePLN(499_900);
  // The server build sent its calls through the render's fetch; the browser's go to the page's fetch.
  setApiTransport(undefined);
  vi.stubGlobal('fetch', browser);
  // single-spa-react resolves mount from componentDidMount: React renders on its own, as in a browser.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let mounted: AppProps | undefined;
function gatewayPage(page: RenderedPage, rendered: string, currency: string) {
  const area = document.body.appendChild(document.createElement('div'));
  area.dataset.rendered = rendered;
  area.innerHTML = page.html;
  const script = document.body.appendChild(document.createElement('script'));
  script.type = 'application/json';
  script.id = RENDERED_ANSWERS_ID;
  script.textContent = JSON.stringify({ currency, answers: page.answers });
  const props = { name: 'mf-catalog', domElement: area, singleSpa: {}, mountParcel: () => {} } as unknown as AppProps;
  mounted = props;
  return { area, props };
}

const h1 = (area: HTMLElement) => area.querySelector('h1');
const prices = (area: HTMLElement) => [...area.querySelectorAll('[data-price-now]')].map((price) => price.textContent);
/** React's own node: hydrated (or drawn) by it, not only sent by the server. */
const isReacts = (node: Element | null) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber$'));
const askedProducts = () => browser.mock.calls.filter(([input]) => String(input).startsWith('/api/catalog/products'));

describe('mounting mf-catalog on a page the gateway rendered', () => {
  afterEach(async () => {
    if (mounted) await unmount(mounted);
    mounted = undefined;
    // The next test is another page: nothing of this one's answers is left.
    keepServerAnswers('PLN', {});
    browser.mockClear();
    warn.mockClear();
    setCurrency(null);
    document.body.replaceChildren();
  });

  it("at this address, in this currency: hydrates the server's HTML with its answers, asking nothing again", async () => {
    window.history.replaceState(null, '', '/pl/');
    const { area, props } = gatewayPage(pages.pl, '/pl/', 'PLN');
    const title = h1(area);
    await bootstrap(props);
    await mount(props);
    await waitFor(() => expect(isReacts(title)).toBe(true));
    // Unmounted, after the hydration's effects have run (React runs them before anything else).
    await unmount(props);
    mounted = undefined;

    expect(document.getElementById(RENDERED_ANSWERS_ID)).toBeNull();
    expect(area.dataset.rendered).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(browser).not.toHaveBeenCalled();
  });

  it('keeps every node the server drew while hydrating', async () => {
    window.history.replaceState(null, '', '/pl/');
    const { area, props } = gatewayPage(pages.pl, '/pl/', 'PLN');
    const sent = [h1(area), ...area.querySelectorAll('[data-price-now]')];
    await bootstrap(props);
    await mount(props);
    await waitFor(() => expect(sent.every(isReacts)).toBe(true));

    expect(sent.every((node) => node?.isConnected)).toBe(true);
    expect(prices(area)).toEqual([pl(549_900), pl(549_900)]);
  });

  it('rendered for another address: empties the area and draws this one with its own answers', async () => {
    window.history.replaceState(null, '', '/pl/');
    const { area, props } = gatewayPage(pages.en, '/en/', 'EUR');
    const title = h1(area);
    await bootstrap(props);
    await mount(props);

    expect(title?.isConnected).toBe(false);
    expect(document.getElementById(RENDERED_ANSWERS_ID)).toBeNull();
    expect(area.textContent).not.toContain('Electric bikes from a Polish maker');
    expect(h1(area)?.textContent).toBe('Rowery elektryczne od polskiego producenta');
    await waitFor(() => expect(prices(area)).toEqual([pl(499_900), pl(499_900)]));
    expect(askedProducts()).toHaveLength(1);
  });

  it('in a currency this shopper did not choose: draws the page anew, priced in theirs', async () => {
    window.history.replaceState(null, '', '/pl/');
    setCurrency('EUR');
    const { area, props } = gatewayPage(pages.pl, '/pl/', 'PLN');
    const title = h1(area);
    await bootstrap(props);
    await mount(props);

    expect(title?.isConnected).toBe(false);
    expect(document.getElementById(RENDERED_ANSWERS_ID)).toBeNull();
    expect(askedProducts().map(([, init]) => new Headers(init?.headers).get('X-Currency'))).toEqual(['EUR']);
    await waitFor(() => expect(prices(area)).toEqual([money(priced.EUR), money(priced.EUR)]));
    expect(warn).not.toHaveBeenCalled();
  });
});
