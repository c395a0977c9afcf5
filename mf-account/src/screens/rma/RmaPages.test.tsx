// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failure, fakeGateway, json, preparePage, show, signedInAs } from '../../testing';

// Plays the browser's XMLHttpRequest for uploads: each request is kept so a test drives its progress and answer.
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ loaded: percent, total: 100, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The name of the one file this request uploads. */
  get fileName() {
    return (this.body?.get('files') as File | null)?.name;
  }
}
const uploadsOf = (name: string) =>
  FakeXhr.sent.filter((xhr) => xhr.url.endsWith('/api/files/upload') && xhr.fileName === name);
const uploaded = (name: string, id: string) => ({ files: [{ id, name, size: 1, mime: 'image/png' }] });

const id = '5a1f7c2e-0d4b-4c3a-9e8f-1b2c3d4e5f60';
const summary = {
  id,
  number: 'RMA/2026/00007',
  stage: 'warranty',
  status: 'in_progress',
  requestedAction: 'repair',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const detail = (overrides: Record<string, unknown> = {}) => ({
  ...summary,
  purchaseDate: '2026-03-02',
  orderDate: '2026-03-01',
  address: {
    id: '0b7d3c52-3c7a-4a9f-8d7e-1f2a3b4c5d6e',
    alias: 'Dom',
    type: 'person',
    firstName: 'Anna',
    lastName: 'Nowak',
    companyName: null,
    taxId: null,
    vatId: null,
    street: 'Długa 5',
    zipCode: '00-238',
    city: 'Warszawa',
    country: 'PL',
    region: null,
    email: null,
    phone: null,
  },
  contactEmail: 'anna@example.pl',
  contactPhone: '+48 600 100 200',
  notes: '',
  items: [
    {
      id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e0d0c0b0a',
      category: 'Rower',
      productName: 'Zefir Trail 29',
      problem: 'Pęknięta rama',
      serialNumbers: ['ZF123'],
      status: 'request',
    },
  ],
  attachments: [
    {
      id: '1d2c3b4a-5f6e-4d7c-8b9a-0e1f2a3b4c5d',
      name: 'paragon.pdf',
      mime: 'application/pdf',
      size: 300,
      createdAt: summary.createdAt,
    },
  ],
  messages: [
    {
      id: '2e3d4c5b-6a7f-4e8d-9c0b-1a2b3c4d5e6f',
      author: 'customer',
      staffName: null,
      text: '<img src=x onerror="window.hacked=1"> Kiedy odbiór?',
      attachments: [],
      createdAt: '2026-11-20T11:00:00.000Z',
    },
    {
      id: '3f4e5d6c-7b8a-4f9e-8d1c-2b3a4c5d6e7f',
      author: 'staff',
      staffName: 'Ewa Nowak',
      text: 'Odbierzemy jutro.',
      attachments: [],
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  ],
  messagesOpen: true,
  ...overrides,
});

let gateway: ReturnType<typeof fakeGateway>;
beforeAll(preparePage);
beforeEach(async () => {
  gateway = fakeGateway(() => customer);
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await signedInAs();
});
afterEach(cleanup);

describe('the returns list', () => {
  it('lists returns with their status badge and links each to its page', async () => {
    gateway.on('GET /api/rma', () => json({ items: [summary], total: 1, page: 1, limit: 20 }));
    show('rmaList', 'pl', '/pl/reklamacje');
    const link = await screen.findByRole('link', { name: 'RMA/2026/00007' });
    expect(link).toHaveAttribute('href', `/pl/reklamacje/${id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('W realizacji')).toHaveAttribute('data-return-status', 'in_progress');
    expect(within(row).getByText('Naprawa')).toBeVisible();
  });

  it('says there are none yet and offers to file one', async () => {
    gateway.on('GET /api/rma', () => json({ items: [], total: 0, page: 1, limit: 20 }));
    show('rmaList', 'en', '/en/rma');
    expect(await screen.findByText('You have not filed any returns or claims')).toBeVisible();
    expect(screen.getByRole('link', { name: 'File a return or claim' })).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    gateway.on('GET /api/rma', () => failure(503, 'service_unavailable', 'Service unavailable.'));
    show('rmaList', 'en', '/en/rma');
    expect(await screen.findByText('Your returns and claims could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});

describe('one return', () => {
  it('shows the items, attachments and the thread, with message text as text', async () => {
    gateway.on(`GET /api/rma/${id}`, () => json(detail()));
    show('rmaDetails', 'en', `/en/rma/${id}`, { id });
    expect(await screen.findByText('Odbierzemy jutro.')).toBeVisible();
    expect(screen.getByText('<img src=x onerror="window.hacked=1"> Kiedy odbiór?')).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Ewa Nowak')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('downloads an attachment through the shop’s client, under its own name', async () => {
    gateway.on(`GET /api/rma/${id}`, () => json(detail()));
    gateway.on(`GET /api/rma/${id}/files/1d2c3b4a-5f6e-4d7c-8b9a-0e1f2a3b4c5d`, () => new Response('%PDF'));
    const createObjectURL = vi.fn(() => 'blob:paragon');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    show('rmaDetails', 'en', `/en/rma/${id}`, { id });
    await userEvent.click(await screen.findByRole('button', { name: 'Download paragon.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(
      gateway.calls.some((call) => call.path === `/api/rma/${id}/files/1d2c3b4a-5f6e-4d7c-8b9a-0e1f2a3b4c5d`),
    ).toBe(true);
  });

  it('asks for text before sending and sends nothing', async () => {
    gateway.on(`GET /api/rma/${id}`, () => json(detail()));
    show('rmaDetails', 'pl', `/pl/reklamacje/${id}`, { id });
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await screen.findByText('Najpierw napisz wiadomość')).toBeVisible();
    expect(gateway.calls.filter((call) => call.path === '/api/rma/message')).toEqual([]);
  });

  it('writes a message with a photo uploaded ahead with its own progress bar', async () => {
    gateway.on(`GET /api/rma/${id}`, () => json(detail()));
    show('rmaDetails', 'en', `/en/rma/${id}`, { id });
    await userEvent.type(await screen.findByRole('textbox', { name: /Your message/ }), 'Photo of the frame');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'rama.png', { type: 'image/png' }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    act(() => uploadsOf('rama.png')[0]!.progress(100));
    act(() => uploadsOf('rama.png')[0]!.answer(201, uploaded('rama.png', 'b0000000-0000-4000-8000-000000000001')));
    await userEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    const sent = FakeXhr.sent.find((xhr) => xhr.url.endsWith('/api/rma/message'));
    expect(sent!.body!.get('text')).toBe('Photo of the frame');
    expect(JSON.parse(sent!.body!.get('uploads') as string)).toEqual(['b0000000-0000-4000-8000-000000000001']);
    act(() => sent!.answer(201, detail().messages[0]));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'rama.png' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('');
  });

  it('closes the composer with a notice once the return is closed', async () => {
    gateway.on(`GET /api/rma/${id}`, () => json(detail({ status: 'closed', messagesOpen: false })));
    show('rmaDetails', 'pl', `/pl/reklamacje/${id}`, { id });
    expect(await screen.findByText('To zgłoszenie jest zamknięte')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Wyślij wiadomość' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a return it cannot find (or another customer’s) is not found', async () => {
    show('rmaDetails', 'en', `/en/rma/${id}`, { id });
    expect(await screen.findByText('We could not find this return or claim')).toBeVisible();
  });
});

describe('the new return form', () => {
  const home = {
    ...detail().address,
    isDefault: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  beforeEach(() => {
    gateway.on('GET /api/orders', () => json({ items: [], total: 0, page: 1, limit: 20 }));
  });

  it('asks for a proof of purchase and an address before sending anything', async () => {
    gateway.on('GET /api/account/addresses', () => json({ items: [home], total: 1, page: 1, limit: 50 }));
    show('rmaCreate', 'pl', '/pl/reklamacje/dodaj');
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(screen.getByText('Dołącz co najmniej jeden plik: dowód zakupu')).toBeVisible();
    expect(screen.getAllByText('Wybierz adres z książki adresowej').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /Adres zwrotny/ })).toHaveAccessibleDescription(
      'Wybierz adres z książki adresowej',
    );
    expect(gateway.calls.filter((call) => call.path === '/api/rma')).toEqual([]);
  });

  it('refuses a file over 10 MB and more than 10 files without uploading them, keeping what was typed', async () => {
    gateway.on('GET /api/account/addresses', () => json({ items: [home], total: 1, page: 1, limit: 50 }));
    show('rmaCreate', 'en', '/en/rma/add');
    const product = await screen.findByRole('textbox', { name: /Product name/ });
    await userEvent.type(product, 'Zefir Trail 29');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'film.mp4', { type: 'video/mp4' });
    await userEvent.upload(input, big);
    expect(screen.getByText('The file “film.mp4” is larger than 10 MB.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again: film.mp4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'File the return or claim' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove film.mp4' }));
    await userEvent.upload(
      input,
      Array.from({ length: 11 }, (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' })),
    );
    expect(screen.getByText('Attach at most 10 files')).toBeVisible();
    expect(screen.getAllByRole('progressbar')).toHaveLength(10);
    expect(uploadsOf('10.png')).toEqual([]);
    expect(uploadsOf('film.mp4')).toEqual([]);
    expect(product).toHaveValue('Zefir Trail 29');
    expect(gateway.calls.filter((call) => call.path === '/api/rma')).toEqual([]);
  });

  it('uploads each file at once with its own progress, retries just the failed one and sends the ids', async () => {
    gateway.on('GET /api/account/addresses', () => json({ items: [home], total: 1, page: 1, limit: 50 }));
    show('rmaCreate', 'pl', '/pl/reklamacje/dodaj');
    const product = await screen.findByRole('textbox', { name: /Nazwa produktu/ });
    await userEvent.type(product, 'Zefir Trail 29');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['%PDF-'], 'paragon.pdf', { type: 'application/pdf' }),
      new File(['png'], 'rama.png', { type: 'image/png' }),
    ]);
    const [proof] = uploadsOf('paragon.pdf');
    const [photo] = uploadsOf('rama.png');
    act(() => proof!.progress(40));
    expect(screen.getByRole('progressbar', { name: 'paragon.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('progressbar', { name: 'rama.png' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();

    act(() => proof!.answer(201, uploaded('paragon.pdf', 'a0000000-0000-4000-8000-000000000001')));
    act(() => photo!.answer(503, { error: { code: 'service_unavailable', message: 'Usługa chwilowo niedostępna.' } }));
    expect(await screen.findByText('Usługa chwilowo niedostępna.')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'paragon.pdf' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie: rama.png' }));
    expect(uploadsOf('paragon.pdf')).toHaveLength(1);
    const [, again] = uploadsOf('rama.png');
    act(() => again!.answer(201, uploaded('rama.png', 'a0000000-0000-4000-8000-000000000002')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled());
    expect(product).toHaveValue('Zefir Trail 29');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Adres zwrotny/ }), home.id);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const filed = FakeXhr.sent.find((xhr) => xhr.url.endsWith('/api/rma'));
    expect(JSON.parse(filed!.body!.get('uploads') as string)).toEqual([
      'a0000000-0000-4000-8000-000000000001',
      'a0000000-0000-4000-8000-000000000002',
    ]);
    expect(filed!.body!.getAll('files')).toEqual([]);
  });

  it('sends a customer without addresses to the address book first', async () => {
    gateway.on('GET /api/account/addresses', () => json({ items: [], total: 0, page: 1, limit: 50 }));
    show('rmaCreate', 'en', '/en/rma/add');
    expect(await screen.findByText('Add a return address first')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/en/account/addresses/add');
  });
});

describe('the stage of a new return (SPEC §9: proposed from the dates, only later ones offered)', () => {
  const home = {
    ...detail().address,
    isDefault: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
  const order = (number: string, status: string, createdAt: string) => ({
    id: crypto.randomUUID(),
    number,
    type: 'retail',
    status,
    paymentStatus: 'paid',
    deliveryMethod: 'courier',
    paymentMethod: 'transfer',
    total: { amount: 1_299_900, currency: 'PLN' },
    net: { amount: 1_056_829, currency: 'PLN' },
    payable: false,
    createdAt,
    updatedAt: createdAt,
  });
  const delivered = order('ZF/2025/000031', 'completed', '2025-01-10T10:00:00.000Z');
  const onTheWay = order('ZF/2026/000102', 'sent', '2026-11-20T10:00:00.000Z');
  const stageOptions = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  beforeEach(() => {
    // Only the date is fixed (26 November 2026 in Warsaw): timers stay real for the form's own work.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    gateway.on('GET /api/account/addresses', () => json({ items: [home], total: 1, page: 1, limit: 50 }));
    gateway.on('GET /api/orders', () => json({ items: [delivered, onTheWay], total: 2, page: 1, limit: 20 }));
  });
  afterEach(() => vi.useRealTimers());

  it('offers only post-warranty once the two years are over, saying when they ended (pl)', async () => {
    show('rmaCreate', 'pl', '/pl/reklamacje/dodaj');
    const stage = await screen.findByRole('combobox', { name: /Etap/ });
    expect(stage).toHaveAccessibleDescription('Podaj datę zakupu, a zaproponujemy etap zgłoszenia.');
    fireEvent.change(screen.getByLabelText(/Data zakupu/), { target: { value: '2024-11-25' } });
    await waitFor(() => expect(stageOptions(stage)).toEqual(['Po gwarancji']));
    expect(stage).toHaveValue('post_warranty');
    expect(stage).toHaveAccessibleDescription(
      'Dwuletnia gwarancja skończyła się 25.11.2026: możliwy jest tylko etap „Po gwarancji”.',
    );
    fireEvent.change(screen.getByLabelText(/Data zakupu/), { target: { value: '2024-11-26' } });
    await waitFor(() => expect(stageOptions(stage)).toEqual(['Gwarancja', 'Po gwarancji']));
    expect(stage).toHaveValue('warranty');
  });

  it('proposes pre-sales for an order on its way, lets a later stage be chosen and sends the order (en)', async () => {
    show('rmaCreate', 'en', '/en/rma/add');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Order/ }), onTheWay.id);
    expect(screen.getByLabelText(/Purchase date/)).toHaveValue('2026-11-20');
    expect(screen.getByLabelText(/Order date/)).toHaveValue('2026-11-20');
    const stage = screen.getByRole('combobox', { name: /Stage/ });
    await waitFor(() => expect(stage).toHaveValue('presales'));
    expect(stageOptions(stage)).toEqual(['Before sale', 'Warranty', 'After warranty']);
    expect(stage).toHaveAccessibleDescription(
      'The order has not been delivered yet: we propose “Before sale”. You may choose a later stage.',
    );

    // The delivered order: pre-sales is no longer offered, warranty is proposed.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Order/ }), delivered.id);
    await waitFor(() => expect(stageOptions(stage)).toEqual(['Warranty', 'After warranty']));
    expect(stage).toHaveValue('warranty');
    await userEvent.selectOptions(stage, 'post_warranty');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-'], 'receipt.pdf', { type: 'application/pdf' }));
    act(() =>
      uploadsOf('receipt.pdf')[0]!.answer(201, uploaded('receipt.pdf', 'a0000000-0000-4000-8000-000000000003')),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Return address/ }), home.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'File the return or claim' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'File the return or claim' }));
    const filed = FakeXhr.sent.find((xhr) => xhr.url.endsWith('/api/rma'));
    expect(filed!.body!.get('stage')).toBe('post_warranty');
    expect(filed!.body!.get('orderId')).toBe(delivered.id);
    expect(filed!.body!.get('purchaseDate')).toBe('2026-11-20');

    // The server's answer for the stage shows at the field, everything typed kept.
    act(() =>
      filed!.answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the form.',
          fields: { stage: 'The 2-year warranty ended on 25.11.2026: choose “After warranty”' },
        },
      }),
    );
    expect(await screen.findByText('The 2-year warranty ended on 25.11.2026: choose “After warranty”')).toBeVisible();
    expect(stage).toHaveValue('post_warranty');
  });

  it('sends no order part when the date is typed instead of picked', async () => {
    show('rmaCreate', 'en', '/en/rma/add');
    const stage = await screen.findByRole('combobox', { name: /Stage/ });
    fireEvent.change(screen.getByLabelText(/Purchase date/), { target: { value: '2026-05-05' } });
    await waitFor(() => expect(stageOptions(stage)).toEqual(['Warranty', 'After warranty']));
    expect(stage).toHaveAccessibleDescription(
      'The 2-year warranty lasts until 05.05.2028: we propose “Warranty”. You may choose a later stage.',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-'], 'receipt.pdf', { type: 'application/pdf' }));
    act(() =>
      uploadsOf('receipt.pdf')[0]!.answer(201, uploaded('receipt.pdf', 'a0000000-0000-4000-8000-000000000004')),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Return address/ }), home.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'File the return or claim' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'File the return or claim' }));
    const filed = FakeXhr.sent.find((xhr) => xhr.url.endsWith('/api/rma'));
    expect(filed!.body!.get('stage')).toBe('warranty');
    expect(filed!.body!.has('orderId')).toBe(false);
  });
});
