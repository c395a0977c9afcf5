import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDENTITY_HEADER, type Identity } from '@shop/contracts';
import { createIdentitySigner } from '@shop/service-kit';
import { staffIdentity, testIdentityKeys } from '@shop/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogSchema from '../../../catalog/src/db/schema';
import { cartItems, lineFiles, orderItems } from '../db/schema';
import { type CheckoutShop, checkoutBody, guestShopper, startCheckoutShop } from './checkout.test-support';

// A line's chosen options through checkout (issue 24), with the demo sticker set: the logo file goes with
// the order, the order's line keeps the options as shown, and staff (only they) download the file.

let shop: CheckoutShop;
let filesDir: string;
let sign: (identity: Identity) => Promise<string>;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 9)]);

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'orders-checkout-files-'));
  shop = await startCheckoutShop({ env: { FILES_DIR: filesDir } });
  const { privateKey } = await testIdentityKeys();
  const signer = await createIdentitySigner(privateKey);
  sign = (identity) => signer.sign(identity);
});
afterAll(async () => {
  await shop?.stop();
  rmSync(filesDir, { recursive: true, force: true });
});

async function stickerSet() {
  const { productOptions, variants } = catalogSchema;
  const [logo] = await shop.catalog.context.db.select().from(productOptions).where(eq(productOptions.code, 'logo'));
  const all = await shop.catalog.context.db
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, logo!.productId));
  const [variant] = await shop.catalog.context.db
    .select()
    .from(variants)
    .where(eq(variants.productId, logo!.productId));
  await shop.catalog.context.db
    .update(variants)
    .set({ stock: 100, availability: 'available' })
    .where(eq(variants.id, variant!.id));
  return { productId: logo!.productId, logo: logo!.id, colours: all.find((o) => o.code === 'print-colours')!.id };
}

async function upload(who: Identity) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(png)]), 'logo firmy.png');
  const response = await fetch(`${shop.orders.url}/api/cart/files`, {
    method: 'POST',
    body: data,
    headers: { [IDENTITY_HEADER]: await sign(who) },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { file: { id: string } }).file.id;
}

/** A guest's cart with five sticker sets, their logo uploaded and `colours` print colours chosen. */
async function stickersInCart(colours: string) {
  const guest = guestShopper();
  const sticker = await stickerSet();
  const fileId = await upload(guest);
  const added = await shop.orders.call('POST', '/api/cart/items', {
    identity: guest,
    body: {
      productId: sticker.productId,
      quantity: 5,
      options: [
        { optionId: sticker.logo, value: fileId },
        { optionId: sticker.colours, value: colours },
      ],
    },
  });
  return { guest, fileId, added };
}

describe('checkout with options chosen beside the variant', () => {
  it('places the order with the line options and hands the logo file to staff only', async () => {
    const { guest, fileId, added } = await stickersInCart('2');
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const placed = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: guest,
      body: checkoutBody({ paymentMethod: 'transfer' }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order.items[0].options.map((o: { name: string; text: string }) => [o.name, o.text])).toEqual([
      ['Plik z logo', 'logo firmy.png'],
      ['Liczba kolorów nadruku', '2'],
    ]);
    const [file] = await shop.orders.context.db.select().from(lineFiles).where(eq(lineFiles.id, fileId));
    expect(file?.orderId).toBe(order.id);
    const [item] = await shop.orders.context.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.options[0]?.file?.id).toBe(fileId);

    const path = `/api/admin/orders/${order.id}/files/${fileId}`;
    const staff = await fetch(`${shop.orders.url}${path}`, {
      headers: { [IDENTITY_HEADER]: await sign(staffIdentity('sales_employee')) },
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toContain('attachment');
    expect(staff.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await staff.arrayBuffer()).equals(png)).toBe(true);

    // A shopper is no staff; another order's path names no file.
    expect((await shop.orders.call('GET', path, { identity: guest })).status).toBe(403);
    const elsewhere = await shop.orders.call('GET', `/api/admin/orders/${crypto.randomUUID()}/files/${fileId}`, {
      identity: staffIdentity('sales_employee'),
    });
    expect(elsewhere.status).toBe(404);
  });

  it('refuses a line that lacks a required option, as one copied from an old order would', async () => {
    const { guest, added } = await stickersInCart('1');
    const line = added.body.items[0];
    await shop.orders.context.db
      .update(cartItems)
      .set({ options: [], optionsKey: '' })
      .where(eq(cartItems.id, line.id));
    const cart = await shop.orders.call('GET', '/api/cart', { identity: guest });
    expect(cart.body.items[0]).toMatchObject({ optionsMissing: true, optionsChangeable: true, options: [] });

    const refused = await shop.orders.call('POST', '/api/cart/checkout', {
      identity: guest,
      body: checkoutBody({ paymentMethod: 'transfer' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      [`items.${line.id}`]: 'Najpierw wybierz w koszyku opcje tego produktu',
    });
  });
});
