// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, fakeGateway, json, preparePage, showPanel, signedIn, staffUser } from '../testing';

const post = {
  id: 12,
  title: { pl: 'Jesienny przegląd', en: 'Autumn check' },
  lead: { pl: 'Co sprawdzić przed zimą.', en: 'What to check before winter.' },
  body: { pl: 'Hamulce.\n\n## Bateria\n\nW cieple.', en: 'Brakes.\n\n## Battery\n\nKeep it warm.' },
  slug: { pl: 'jesienny-przeglad', en: 'autumn-check' },
  tags: ['service'],
  cover: 'service',
  state: 'draft',
  status: 'draft',
  publishedAt: '2026-12-01T09:00:00.000Z',
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
};
const published = {
  ...post,
  id: 13,
  title: { pl: 'Nowe modele', en: 'New models' },
  state: 'active',
  status: 'published',
};
const noHistory = () => json({ items: [], total: 0, page: 1, limit: 10 });

let me: unknown;
let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  me = staffUser('marketing_manager');
  gateway = fakeGateway(() => me);
  gateway.on('GET /api/admin/news', () => json({ items: [post, published], total: 2, page: 1, limit: 50 }));
  gateway.on(`GET /api/admin/news/${post.id}`, () => json(post));
  gateway.on(`GET /api/admin/news/${post.id}/history`, noHistory);
  await signedIn();
});
afterEach(cleanup);

const group = (name: string) => screen.getByRole('group', { name });
const inLanguage = (name: string, language: RegExp) => within(group(name)).getByRole('textbox', { name: language });

describe('the blog list', () => {
  it('lists title, where the post stands on the storefront and its date, each row leading to the post', async () => {
    showPanel('pl', '/blog');
    const table = await screen.findByRole('table', { name: 'Wpisy na blogu' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Jesienny przegląd' })).toHaveAttribute(
      'href',
      '/pl/admin/blog/12',
    );
    expect(first).toHaveTextContent('Szkic');
    expect(second).toHaveTextContent('Opublikowany');
    expect(screen.getByRole('link', { name: 'Napisz wpis' })).toHaveAttribute('href', '/pl/admin/blog/new');
  });
});

describe('writing a post', () => {
  it('says what is missing, in each language, before sending', async () => {
    showPanel('en', '/blog/new');
    await userEvent.type(inLanguage('Title', /Polish/), 'Tylko po polsku');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(inLanguage('Title', /English/)).toHaveAccessibleDescription('Translations are required for all languages');
    expect(gateway.sent('POST /api/admin/news')).toEqual([]);
  });

  it('sends the texts, tags as a list and the date as an instant, then opens the post', async () => {
    gateway.on('POST /api/admin/news', () => json(post, 201));
    showPanel('pl', '/blog/new');
    for (const [field, pl, en] of [
      ['Tytuł', 'Jesienny przegląd', 'Autumn check'],
      ['Slug (adres)', 'jesienny-przeglad', 'autumn-check'],
      ['Wstęp', 'Co sprawdzić.', 'What to check.'],
      ['Treść', 'Hamulce.', 'Brakes.'],
    ] as const) {
      await userEvent.type(inLanguage(field, /Polski/), pl);
      await userEvent.type(inLanguage(field, /Angielski/), en);
    }
    await userEvent.type(screen.getByRole('textbox', { name: /Tagi/ }), 'serwis, zima');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Obrazek okładki/ }), 'service');
    const date = screen.getByLabelText(/Data publikacji/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(window.location.pathname).toBe('/pl/admin/blog/12'));
    expect(gateway.sent('POST /api/admin/news')).toEqual([
      {
        title: { pl: 'Jesienny przegląd', en: 'Autumn check' },
        slug: { pl: 'jesienny-przeglad', en: 'autumn-check' },
        lead: { pl: 'Co sprawdzić.', en: 'What to check.' },
        body: { pl: 'Hamulce.', en: 'Brakes.' },
        tags: ['serwis', 'zima'],
        cover: 'service',
        state: 'draft',
        publishedAt: new Date('2026-12-01T10:00').toISOString(),
      },
    ]);
  });

  it('shows a slug another post uses at that slug', async () => {
    gateway.on('POST /api/admin/news', () =>
      failure(409, 'duplicate', 'Taka wartość już istnieje.', { 'slug.pl': 'Taka wartość już istnieje' }),
    );
    showPanel('pl', '/blog/new');
    for (const field of ['Tytuł', 'Wstęp', 'Treść']) {
      await userEvent.type(inLanguage(field, /Polski/), 'Tekst');
      await userEvent.type(inLanguage(field, /Angielski/), 'Text');
    }
    await userEvent.type(inLanguage('Slug (adres)', /Polski/), 'zajety-slug');
    await userEvent.type(inLanguage('Slug (adres)', /Angielski/), 'free-slug');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(inLanguage('Slug (adres)', /Polski/)).toHaveAccessibleDescription('Taka wartość już istnieje'),
    );
  });
});

describe('a post', () => {
  it('sends only what changed with the version it read, and says when someone saved meanwhile', async () => {
    gateway.on(`PATCH /api/admin/news/${post.id}`, () =>
      failure(409, 'conflict', 'Ktoś inny zapisał w międzyczasie zmiany. Odśwież stronę.'),
    );
    showPanel('pl', `/blog/${post.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jesienny przegląd' })).toBeVisible();
    const english = inLanguage('Tytuł', /Angielski/);
    await userEvent.clear(english);
    await userEvent.type(english, 'Autumn bike check');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(gateway.sent(`PATCH /api/admin/news/${post.id}`)).toEqual([
        { title: { pl: 'Jesienny przegląd', en: 'Autumn bike check' }, version: 3 },
      ]),
    );
    expect(await screen.findByText(/zapisał w międzyczasie/)).toBeVisible();
  });

  it('previews the draft in the language chosen, its text as text', async () => {
    gateway.on(`GET /api/admin/news/${post.id}/preview`, (_body, url) =>
      json({
        id: 12,
        slug: 'autumn-check',
        title: url.searchParams.get('lang') === 'en' ? 'Autumn check' : 'Jesienny przegląd',
        lead: 'What to check before winter.',
        publishedAt: post.publishedAt,
        tags: [],
        cover: { src: 'data:image/svg+xml,<svg/>', alt: 'Autumn check', width: 1200, height: 630 },
        readingMinutes: 1,
        body: [
          { kind: 'paragraph', text: '<b>Brakes</b>.' },
          { kind: 'heading', text: 'Battery' },
        ],
        slugs: post.slug,
      }),
    );
    showPanel('en', `/blog/${post.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview in English' }));
    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Autumn check' })).toBeVisible();
    expect(within(preview).getByRole('heading', { name: 'Battery' })).toBeVisible();
    expect(within(preview).getByText('<b>Brakes</b>.')).toBeVisible();
    expect(gateway.calls.some((call) => call.path.endsWith('/preview') && call.search === '?lang=en')).toBe(true);
  });

  it('deletes after asking, for staff who may; a marketing employee is not offered it', async () => {
    gateway.on(`DELETE /api/admin/news/${post.id}`, () => new Response(null, { status: 204 }));
    showPanel('en', `/blog/${post.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Autumn check”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/admin/blog'));
    expect(gateway.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    cleanup();
    me = staffUser('marketing_employee');
    await signedIn();
    showPanel('en', `/blog/${post.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn check' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
