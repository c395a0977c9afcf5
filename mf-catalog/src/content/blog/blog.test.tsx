// @vitest-environment jsdom
import type { NewsPost, NewsSummary } from '@shop/contracts';
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlogPage, BlogPostPage } from '../../screens/BlogPages';
import { json, type SentRequest, stubGateway } from '../test-gateway';

const summary = (id: number): NewsSummary => ({
  id,
  slug: `wpis-${id}`,
  title: `Wpis numer ${id}`,
  lead: `Krótko o wpisie ${id}.`,
  publishedAt: `2026-0${(id % 9) + 1}-15T10:00:00.000Z`,
  tags: [],
  cover: { src: `/api/cms/news/${id}/cover.svg`, alt: `Okładka ${id}`, width: 1200, height: 675 },
  readingMinutes: 4,
});
const posts = Array.from({ length: 11 }, (_, index) => summary(index + 1));
const post: NewsPost = {
  ...summary(3),
  body: [
    { kind: 'paragraph', text: 'Pierwszy akapit.' },
    { kind: 'heading', text: 'Śródtytuł' },
    { kind: 'paragraph', text: 'Drugi akapit.' },
  ],
  slugs: { pl: 'wpis-3', en: 'post-3' },
};

function answerNews({ url }: SentRequest) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 50);
  return json({ items: posts.slice((page - 1) * limit, page * limit), total: posts.length, page, limit });
}

let gateway: ReturnType<typeof stubGateway>;
beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
beforeEach(() => {
  gateway = stubGateway([
    ['GET', '/api/cms/news', answerNews],
    ['GET', '/api/cms/news/3', () => json(post)],
  ]);
});
afterEach(cleanup);

describe('the blog', () => {
  it('lists posts as cards with cover, date and lead, a page at a time', async () => {
    window.history.replaceState(null, '', '/pl/blog');
    const user = userEvent.setup();
    render(<BlogPage lang="pl" params={{}} />);
    const first = (await screen.findByRole('link', { name: 'Wpis numer 1' })).closest('li') as HTMLElement;
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/cms/news/1/cover.svg');
    expect(within(first).getByText('15.02.2026')).toBeVisible();
    expect(within(first).getByText('Krótko o wpisie 1.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wpis numer 1' })).toHaveAttribute('href', '/pl/blog/1/wpis-1');
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('img'))).toHaveLength(9);

    await user.click(screen.getByRole('link', { name: 'Następna' }));
    expect(await screen.findByRole('link', { name: 'Wpis numer 10' })).toBeVisible();
    expect(window.location.search).toBe('?page=2');
    expect(gateway.sent.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('shows a post with its title, lead and body, at its own address', async () => {
    window.history.replaceState(null, '', '/en/blog/3/wpis-3');
    render(<BlogPostPage lang="en" params={{ id: '3', slug: 'wpis-3' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog post');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wpis numer 3'));
    expect(screen.getByRole('heading', { level: 2, name: 'Śródtytuł' })).toBeVisible();
    expect(screen.getByText('Drugi akapit.')).toBeVisible();
    // The address is corrected to the post's own slug once the post is shown (an effect after paint).
    await waitFor(() => expect(window.location.pathname).toBe('/en/blog/3/post-3'));
  });

  it('says a post that does not exist was not found, and leads back to the blog', async () => {
    render(<BlogPostPage lang="pl" params={{ id: '999', slug: 'nic' }} />);
    expect(await screen.findByText('Nie znaleźliśmy tego wpisu')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wróć do bloga' })).toHaveAttribute('href', '/pl/blog');
  });
});
