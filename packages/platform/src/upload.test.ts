import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { ApiError, NetworkError } from './errors';

// Plays the browser's XMLHttpRequest: records what was sent and lets the test drive progress and the answer.
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.onload?.();
  }
}

const client = (lang = 'pl') =>
  createApiClient({ getLanguage: () => lang, getCurrency: () => (lang === 'pl' ? 'PLN' : 'EUR') });

describe('upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with the usual headers and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const form = new FormData();
    form.append('file', new Blob(['photo']), 'frame.jpg');
    const pending = client().upload('/api/files/upload', form, { onProgress: progress });
    const request = FakeXhr.last;
    expect(request).toMatchObject({ method: 'POST', url: '/api/files/upload', withCredentials: true, body: form });
    expect(request.headers).toMatchObject({
      authorization: 'Bearer shop-storefront',
      'x-language': 'pl',
      'x-currency': 'PLN',
    });
    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.answer(201, { files: [{ id: 'f1' }] });
    await expect(pending).resolves.toEqual({ files: [{ id: 'f1' }] });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 512, total: 2048, percent: 25 },
      { loaded: 2048, total: 2048, percent: 100 },
    ]);
  });

  it('maps an error answer the same way as other calls', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = client('en').upload('/api/files/upload', new FormData());
    FakeXhr.last.answer(413, {
      error: { code: 'upload_failed', message: 'Some files could not be uploaded - please check their count and size' },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'upload_failed' });
  });

  it('reports a broken connection as a NetworkError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = client('pl').upload('/api/files/upload', new FormData());
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toEqual(new NetworkError('Błąd sieci'));
  });

  it('stops when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = client().upload('/api/files/upload', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
