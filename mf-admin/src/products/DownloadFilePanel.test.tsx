// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeGateway, json, preparePage, renderInPanel, signedIn, staffUser } from '../testing';
import { DownloadFilePanel } from './DownloadFilePanel';

// The file a download product delivers (issue 24): what buyers get now, and a file too large refused before
// anything is sent (its content is checked by the server, tested in orders).

let gateway: ReturnType<typeof fakeGateway>;

beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => staffUser('marketing_employee'));
  await signedIn();
});
afterEach(cleanup);

describe('a download product’s file', () => {
  it('says which file buyers get', async () => {
    gateway.on('GET /api/admin/products/1906/download-file', () =>
      json({
        file: {
          productId: 1906,
          name: 'instrukcja.pdf',
          mime: 'application/pdf',
          size: 2_621_440,
          uploadedAt: '2026-11-26T08:00:00.000Z',
        },
      }),
    );
    renderInPanel(<DownloadFilePanel productId={1906} />, 'pl');
    expect(
      await screen.findByText('Kupujący otrzymują „instrukcja.pdf” (2,5 MB, dołączony 26.11.2026).'),
    ).toBeVisible();
    expect(screen.getByLabelText('Zastąp plik')).toHaveAttribute('accept', 'application/pdf,application/zip');
  });

  it('warns that buyers get nothing yet, and refuses a file over the limit before sending it', async () => {
    gateway.on('GET /api/admin/products/1906/download-file', () => json({ file: null }));
    renderInPanel(<DownloadFilePanel productId={1906} />, 'en');
    expect(await screen.findByText(/No file attached yet/)).toBeVisible();
    const big = new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Attach the file'), big);
    expect(await screen.findByText('The file “big.pdf” is larger than 100 MB.')).toBeVisible();
    expect(gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
