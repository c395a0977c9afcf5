import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cart, IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { testIdentityKeys } from '@shop/service-kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, lineFiles } from '../db/schema';
import { addProduct, type CartWorld, cartCalls, newGuest, startCartWorld } from '../domain/cart/cart-test-fixtures';
import { sweepLineFiles } from '../domain/cart/line-files';

// Options chosen beside the variant (issue 24) through the cart's routes, with the real catalogue: what
// each display accepts and refuses (at the option's field), what a value adds to the price, that other
// options make another line, files for FILE options kept per cart, and changing a line's options.

let world: CartWorld;
let filesDir: string;
const { call, add } = cartCalls(() => world);
const PRODUCT = 9301;
/** Option and value ids of the test product, by code. */
const ids: Record<string, number> = {};
let sign: (identity: Identity) => Promise<string>;

async function insertOption(
  code: string,
  fields: { kind: string; display: string; required?: boolean; max_length?: number; min?: number; max?: number },
  values: { label: string; pln?: number }[] = [],
  futureOnly = false,
) {
  const db = world.catalog.context.db;
  const { rows } = (await db.execute(sql`
    insert into product_options (product_id, position, code, name_pl, name_en, kind, display, required, variant_axis,
      max_length, min_value, max_value, future_only)
    values (${PRODUCT}, ${Object.keys(ids).length}, ${code}, ${`Opcja ${code}`}, ${`Option ${code}`}, ${fields.kind},
      ${fields.display}, ${fields.required ?? false}, false, ${fields.max_length ?? null}, ${fields.min ?? null},
      ${fields.max ?? null}, ${futureOnly})
    returning id`)) as unknown as { rows: { id: number }[] };
  ids[code] = rows[0]!.id;
  for (const [position, value] of values.entries()) {
    const deltas = value.pln ? JSON.stringify({ PLN: value.pln, EUR: Math.round(value.pln / 4) }) : null;
    const inserted = (await db.execute(sql`
      insert into option_values (option_id, position, label_pl, label_en, price_deltas)
      values (${ids[code]}, ${position}, ${value.label}, ${value.label}, ${deltas}::jsonb) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    ids[`${code}:${value.label}`] = inserted.rows[0]!.id;
  }
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'orders-line-files-'));
  world = await startCartWorld({}, { env: { FILES_DIR: filesDir } });
  await addProduct(world.catalog, {
    id: PRODUCT,
    name: 'Rower z opcjami',
    category: 'bike',
    pln: 500_000,
    eur: 120_000,
    stock: 50,
  });
  await insertOption('fitting', { kind: 'SELECT_MULTIPLE', display: 'checkbox', max: 2 }, [
    { label: 'Dzwonek', pln: 2_900 },
    { label: 'Nóżka', pln: 7_900 },
    { label: 'Lusterko', pln: 4_900 },
  ]);
  await insertOption('insurance', { kind: 'BOOLEAN', display: 'switch' });
  await insertOption('engraving', { kind: 'CUSTOM', display: 'text', max_length: 20 });
  await insertOption('email', { kind: 'CUSTOM', display: 'email' });
  await insertOption('site', { kind: 'CUSTOM', display: 'url' });
  await insertOption('colours', { kind: 'CUSTOM', display: 'number', min: 1, max: 4, required: true });
  await insertOption('day', { kind: 'CUSTOM', display: 'date' }, [], true);
  await insertOption('hour', { kind: 'CUSTOM', display: 'time' });
  await insertOption('logo', { kind: 'FILE', display: 'file' });
  const { privateKey } = await testIdentityKeys();
  const signer = await createIdentitySigner(privateKey);
  sign = (identity) => signer.sign(identity);
});
afterAll(async () => {
  await world?.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const opt = (code: string, value: boolean | string | number[]) => ({ optionId: ids[code]!, value });
const base = () => [opt('colours', '2')];

async function upload(who: Identity, bytes: Buffer, name: string, lang = 'pl') {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${world.orders.url}/api/cart/files`, {
    method: 'POST',
    body: data,
    headers: { [IDENTITY_HEADER]: await sign(who), 'x-language': lang },
  });
  // biome-ignore lint/suspicious/noExplicitAny: read as loosely as a caller would
  return { status: response.status, body: (await response.json()) as any };
}

describe('options chosen beside the variant', () => {
  it('add their deltas to the line, show in words, and make another line when they differ', async () => {
    const guest = newGuest();
    const first = await add(guest, PRODUCT, 1, {
      options: [
        ...base(),
        opt('fitting', [ids['fitting:Nóżka']!, ids['fitting:Dzwonek']!]),
        opt('insurance', true),
        opt('engraving', '  Anna  '),
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const line = Cart.parse(first.body).items[0]!;
    expect(line.unitPrice).toEqual({ amount: 500_000 + 2_900 + 7_900, currency: 'PLN' });
    expect(line.unitNet.amount).toBe(406_504 + 8_780);
    expect(line.options!.map((o) => [o.name, o.text, o.priceDelta?.amount ?? null])).toEqual([
      ['Opcja fitting', 'Dzwonek, Nóżka', 10_800],
      ['Opcja insurance', 'Tak', null],
      ['Opcja engraving', 'Anna', null],
      ['Opcja colours', '2', null],
    ]);

    // The same choices in another order and spacing are the same line; another engraving is another line.
    const again = await add(guest, PRODUCT, 1, {
      options: [
        opt('engraving', 'Anna'),
        opt('insurance', true),
        opt('fitting', [ids['fitting:Dzwonek']!, ids['fitting:Nóżka']!]),
        ...base(),
      ],
    });
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0].quantity).toBe(2);
    const other = await add(guest, PRODUCT, 1, { options: [...base(), opt('engraving', 'Piotr')] });
    expect(other.body.items).toHaveLength(2);
    expect(other.body.items[1].unitPrice.amount).toBe(500_000);
  });

  it('refuses values outside the product definition at each option field, in the caller language', async () => {
    const guest = newGuest();
    const refused = await add(guest, PRODUCT, 1, {
      options: [
        opt('fitting', [ids['fitting:Dzwonek']!, 999_999]),
        opt('engraving', 'x'.repeat(21)),
        opt('email', 'anna@'),
        opt('site', 'javascript:alert(1)'),
        opt('colours', '5'),
        opt('day', '2020-01-01'),
        opt('hour', '25:00'),
        opt('insurance', 'tak'),
        { optionId: 2_000_000_000, value: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    const f = (code: string) => refused.body.error.fields[`options.${ids[code]}`];
    expect(f('fitting')).toBe('Wybierz jedną z dostępnych wartości');
    expect(f('engraving')).toBe('Wpisz najwyżej 20 znaków');
    expect(f('email')).toBeTruthy();
    expect(f('site')).toBeTruthy();
    expect(f('colours')).toBe('Wartość może wynosić najwyżej 4');
    expect(f('day')).toBe('Data nie może być z przeszłości');
    expect(f('hour')).toBe('Podaj poprawną godzinę (GG:MM)');
    expect(f('insurance')).toBeTruthy();
    expect(refused.body.error.fields['options.2000000000']).toBe('Ten produkt nie ma takiej opcji');
    expect((await call(guest, 'GET', '/api/cart')).body.items).toHaveLength(0);

    const missing = await add(guest, PRODUCT, 1, {}, { lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ [`options.${ids.colours}`]: 'This field is required' });
    const tooMany = await add(guest, PRODUCT, 1, {
      options: [...base(), opt('fitting', [ids['fitting:Dzwonek']!, ids['fitting:Nóżka']!, ids['fitting:Lusterko']!])],
    });
    expect(tooMany.body.error.fields[`options.${ids.fitting}`]).toBe('Wybierz najwyżej 2');
    const malformed = await add(guest, PRODUCT, 1, { options: [{ optionId: 'x', value: {} }] });
    expect(malformed.status).toBe(400);
  });

  it('keeps a FILE option file by its content for the uploader cart only', async () => {
    const anna = newGuest();
    const piotr = newGuest();
    const uploaded = await upload(anna, png, 'logo firmy.png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.file).toMatchObject({ name: 'logo firmy.png', mime: 'image/png', size: png.length });

    const fake = await upload(anna, Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png');
    expect(fake.status).toBe(415);
    expect(fake.body.error.code).toBe('unsupported_media_type');
    const stored = await world.orders.context.db.select().from(lineFiles);
    expect(stored.filter((f) => f.name === 'logo.png')).toHaveLength(0);

    // Another cart cannot name Anna's file, nor can a made-up id.
    const stolen = await add(piotr, PRODUCT, 1, { options: [...base(), opt('logo', uploaded.body.file.id)] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields[`options.${ids.logo}`]).toBe('Ten plik nie jest już dostępny: dodaj go ponownie');
    const notFile = await add(anna, PRODUCT, 1, { options: [...base(), opt('logo', 'logo.png')] });
    expect(notFile.body.error.fields[`options.${ids.logo}`]).toBe('Dodaj plik');

    const added = await add(anna, PRODUCT, 1, { options: [...base(), opt('logo', uploaded.body.file.id)] });
    expect(added.status).toBe(200);
    expect(added.body.items[0].options.find((o: { code: string }) => o.code === 'logo')).toMatchObject({
      text: 'logo firmy.png',
      file: { id: uploaded.body.file.id, mime: 'image/png' },
    });
  });

  it('lets the shopper change a line options, joining an equal line, and nobody else', async () => {
    const guest = newGuest();
    await add(guest, PRODUCT, 1, { options: [...base(), opt('engraving', 'Ala')] });
    const two = await add(guest, PRODUCT, 2, { options: [...base(), opt('engraving', 'Ola')] });
    const [ala, ola] = two.body.items;

    const refused = await call(guest, 'PUT', `/api/cart/items/${ala.id}`, { options: [opt('colours', '9')] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[`options.${ids.colours}`]).toBe('Wartość może wynosić najwyżej 4');
    const stranger = await call(newGuest(), 'PUT', `/api/cart/items/${ala.id}`, { options: base() });
    expect(stranger.status).toBe(404);

    const changed = await call(guest, 'PUT', `/api/cart/items/${ala.id}`, {
      options: [...base(), opt('engraving', 'Ela'), opt('insurance', true)],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items[0].options.map((o: { text: string }) => o.text)).toEqual(['Tak', 'Ela', '2']);

    const joined = await call(guest, 'PUT', `/api/cart/items/${ala.id}`, {
      options: [...base(), opt('engraving', 'Ola')],
    });
    expect(joined.body.items).toHaveLength(1);
    expect(joined.body.items[0]).toMatchObject({ id: ola.id, quantity: 3 });
  });

  it('sweeps the files of a cart that is gone, and keeps those of live carts', async () => {
    const kept = newGuest();
    const gone = newGuest();
    const keptFile = (await upload(kept, png, 'zostaje.png')).body.file.id;
    const goneFile = (await upload(gone, png, 'znika.png')).body.file.id;
    const db = world.orders.context.db;
    const [row] = await db.select().from(lineFiles).where(eq(lineFiles.id, goneFile));
    await db.delete(carts).where(eq(carts.id, row!.cartId));

    expect(await sweepLineFiles(world.orders.context)).toBeGreaterThanOrEqual(1);
    const left = (await db.select().from(lineFiles)).map((f) => f.id);
    expect(left).toContain(keptFile);
    expect(left).not.toContain(goneFile);
    expect(existsSync(join(filesDir, goneFile.slice(0, 2), goneFile))).toBe(false);
    expect(existsSync(join(filesDir, keptFile.slice(0, 2), keptFile))).toBe(true);
  });
});
