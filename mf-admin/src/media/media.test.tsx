// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeGateway, json, preparePage, renderInPanel, showPanel, signedIn, staffUser } from '../testing';
import { ProductPictures } from './ProductPictures';

const fileId = '0b6f3c2e-5a1d-4e8f-9c7b-2d3e4f5a6b7c';
const folders = {
  items: [
    { id: 1, parentId: null, name: 'Rowery', version: 0, fileCount: 2 },
    { id: 2, parentId: 1, name: 'Galeria', version: 0, fileCount: 1 },
  ],
};
const file = {
  id: fileId,
  folderId: 2,
  name: 'rama.jpg',
  mime: 'image/jpeg',
  kind: 'image',
  size: 204_800,
  width: 800,
  height: 600,
  preview: `/media/catalog/file-${fileId}/320.webp`,
  url: `/media/catalog/file-${fileId}/original`,
  dealerName: null,
  usedBy: [],
  version: 0,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const image = (key: string) => ({
  src: `/media/catalog/${key}/640.webp`,
  srcset: '',
  widths: [320, 640, 1280].map((width) => ({ width, url: `/media/catalog/${key}/${width}.webp` })),
  original: `/media/catalog/${key}/original`,
  width: 1280,
  height: 960,
  alt: '',
});
const pictures = {
  productId: 1315,
  version: 4,
  pictures: [{ id: 77, fileId: null, alt: { pl: 'Lokalizator', en: 'Tracker' }, image: image('77-0123456789') }],
};

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('marketing_employee'));
  gateway.on('GET /api/admin/media/folders', () => json(folders));
  gateway.on('GET /api/admin/media/files', () => json({ items: [file], total: 1, page: 1, limit: 50 }));
  gateway.on('GET /api/admin/products/1315/pictures', () => json(pictures));
  await signedIn();
});
afterEach(cleanup);

describe('the media library', () => {
  it('shows the folder tree with file counts and lists the chosen folder’s files on the server', async () => {
    showPanel('pl', '/media?filters%5Bfolder%5D=2');
    const tree = await screen.findByRole('navigation', { name: 'Foldery' });
    expect(within(tree).getByRole('link', { name: 'Galeria (1)' })).toHaveAttribute('aria-current', 'true');
    const table = await screen.findByRole('table', { name: 'Pliki biblioteki mediów' });
    expect(within(table).getByRole('link', { name: 'rama.jpg' })).toHaveAttribute('href', `/pl/admin/media/${fileId}`);
    await waitFor(() => expect(gateway.calls.some((call) => call.search.includes('filters%5Bfolder%5D=2'))).toBe(true));
  });

  it('refuses more files than one upload takes before sending any', async () => {
    showPanel('en', '/media');
    const input = await screen.findByLabelText('Choose files to upload');
    const files = Array.from({ length: 11 }, (_, i) => new File(['%PDF-1.7'], `${i}.pdf`, { type: 'application/pdf' }));
    await userEvent.upload(input, files);
    expect(await screen.findByText('At most 10 files can be uploaded at once. Choose fewer files.')).toBeVisible();
    expect(gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('a product’s pictures', () => {
  it('adds a library picture first with its alt texts and saves at the product’s version', async () => {
    gateway.on('PUT /api/admin/products/1315/pictures', () =>
      json({
        ...pictures,
        version: 5,
        pictures: [
          { id: 78, fileId, alt: { pl: 'Rama z boku', en: 'Frame' }, image: image(`file-${fileId}`) },
          ...pictures.pictures,
        ],
      }),
    );
    const changed = vi.fn();
    renderInPanel(<ProductPictures productId={1315} version={4} onChanged={changed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj zdjęcie rama.jpg do produktu' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Opis zdjęcia 2 (PL)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Opis zdjęcia 2 (PL)' }), 'Rama z boku');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Opis zdjęcia 2 (EN)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Opis zdjęcia 2 (EN)' }), 'Frame');
    await userEvent.click(screen.getByRole('button', { name: 'Przesuń zdjęcie 2 w górę' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zdjęcia' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith(5));
    expect(gateway.sent('PUT /api/admin/products/1315/pictures')).toEqual([
      {
        version: 4,
        pictures: [
          { fileId, alt: { pl: 'Rama z boku', en: 'Frame' } },
          { id: 77, alt: { pl: 'Lokalizator', en: 'Tracker' } },
        ],
      },
    ]);
  });

  it('says so when someone saved the product meanwhile, keeping what was arranged', async () => {
    gateway.on('PUT /api/admin/products/1315/pictures', () =>
      failure(409, 'conflict', 'Ktoś inny zapisał zmiany w międzyczasie.'),
    );
    const changed = vi.fn();
    renderInPanel(<ProductPictures productId={1315} version={4} onChanged={changed} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń zdjęcie 1 z produktu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zdjęcia' }));
    expect(await screen.findByText('Ktoś inny zapisał zmiany w międzyczasie.')).toBeVisible();
    expect(changed).not.toHaveBeenCalled();
  });
});
