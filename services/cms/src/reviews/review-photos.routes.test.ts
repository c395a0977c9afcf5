import { randomUUID } from 'node:crypto';
import { type CustomerContact, type Identity, OwnReview, ProductReviews, translate } from '@shop/contracts';
import { fakeServiceCaller, staffIdentity } from '@shop/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CmsTestService, pl, startCms } from '../test-support';
import { gif, photo, postFiles, temporaryFileStore, zip } from '../upload-test-support';
import { reviewPhotos, reviews } from './reviews.schema';

// A review's optional photo (issue 25): the customer uploads it ahead (checked by content, decoded whole),
// the review names it; shoppers get it only once staff published the review, staff see it while moderating.
// A ZIP named .jpg is refused with DESIGN §4's error and leaves nothing; another customer's photo cannot be
// taken; a stranger cannot fetch an unpublished review's photo.

let cms: CmsTestService;
let stop: () => Promise<void>;
const store = temporaryFileStore();

const ewa = randomUUID();
const jan = randomUUID();
const customer = (customerId: string, customerType: 'retail' | 'b2b' = 'retail'): Identity => ({
  app: 'storefront',
  role: 'CUSTOMER',
  customerId,
  customerType,
});
const marketing = staffIdentity('marketing_employee');
const bike = { productId: 1315, name: 'Zefir Miejski C2', slug: 'zefir-miejski-c2', image: null };

beforeAll(async () => {
  ({ cms, stop } = await startCms({ env: store.env }));
  const contact = (id: string, firstName: string, language: 'pl' | 'en'): CustomerContact => ({
    id,
    type: 'retail',
    active: true,
    email: `${firstName.toLowerCase()}@example.pl`,
    name: `${firstName} Nowak`,
    firstName,
    language,
  });
  const contacts: Record<string, CustomerContact> = {
    [ewa]: contact(ewa, 'Ewa', 'pl'),
    [jan]: contact(jan, 'Jan', 'en'),
  };
  cms.context.services = fakeServiceCaller(({ path, input }) => {
    const customerId = String(input.params?.customerId);
    if (path === '/internal/orders/customers/:customerId/received-products') {
      return { ok: true, status: 200, body: { items: [bike] } };
    }
    if (path === '/internal/customers/:customerId') return { ok: true, status: 200, body: contacts[customerId]! };
    throw new Error(`unexpected call ${path}`);
  });
}, 120_000);
afterAll(async () => {
  await stop?.();
  store.remove();
});
beforeEach(async () => {
  await cms.context.db.delete(reviewPhotos);
  await cms.context.db.delete(reviews);
});

const upload = (files: [string, Buffer][], identity: Identity | null = customer(ewa), lang = 'en') =>
  postFiles(cms, '/api/cms/reviews/photos', files, identity, lang);
const review = (photoId?: string | null, identity = customer(ewa)) =>
  cms.call('POST', '/api/cms/reviews', {
    identity,
    headers: pl,
    body: { productId: 1315, rating: 5, title: 'Świetny rower', text: 'Dojeżdżam nim codziennie.', photoId },
  });
const mediaOf = (id: string, width = 640) => cms.call('GET', `/media/cms/review-${id}/${width}.webp`);

async function uploaded(identity = customer(ewa)) {
  const answer = await upload([['IMG_2041.png', photo()]], identity);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string };
}

describe('a review with a photo', () => {
  it('keeps the uploaded photo with the review; strangers get it only once the review is published', async () => {
    const answer = await upload([['C:\\Zdjęcia\\IMG_2041.png', photo()]]);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: 'IMG_2041.png',
      size: photo().length,
      width: 120,
      height: 90,
    });
    const photoId = answer.body.id as string;
    expect(store.stored()).toContain(photoId);

    const written = await review(photoId);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const own = OwnReview.parse(written.body);
    expect(own.photo).toEqual({ id: photoId, name: 'IMG_2041.png', width: 120, height: 90 });

    // Pending: nobody outside gets the picture, and the product page shows no review.
    expect((await mediaOf(photoId)).status).toBe(404);
    // Staff moderating it see the photo as uploaded.
    const forStaff = await cms.call('GET', `/api/admin/reviews/${own.id}/photo`, { identity: marketing });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('content-type')).toBe('image/png');
    expect(forStaff.headers.get('x-content-type-options')).toBe('nosniff');
    const adminRead = await cms.call('GET', `/api/admin/reviews/${own.id}`, { identity: marketing });
    expect(adminRead.body.photo).toEqual(own.photo);

    expect((await cms.call('POST', `/api/admin/reviews/${own.id}/publish`, { identity: marketing })).status).toBe(200);
    const shown = await mediaOf(photoId);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/webp');
    expect(shown.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await mediaOf(photoId, 320)).status).toBe(200);
    expect((await mediaOf(photoId, 1280)).status).toBe(404);

    const page = ProductReviews.parse((await cms.call('GET', '/api/cms/products/1315/reviews')).body);
    expect(page.items[0]?.photo).toEqual({
      src: `/media/cms/review-${photoId}/640.webp`,
      srcSet: `/media/cms/review-${photoId}/320.webp 320w, /media/cms/review-${photoId}/640.webp 640w`,
      width: 640,
      height: 480,
    });
  });

  it('refuses a ZIP named .jpg, a GIF and a second file with DESIGN §4 errors, keeping nothing', async () => {
    const before = store.stored().length;
    const zipped = await upload([['rower.jpg', zip]]);
    expect(zipped.status).toBe(415);
    expect(zipped.body.error).toMatchObject({
      code: 'unsupported_media_type',
      message: translate('error.upload_wrong_type', 'en', { name: 'rower.jpg', accepted: 'JPG, PNG, WEBP' }),
    });
    const polish = await upload([['rower.jpg', zip]], customer(ewa), 'pl');
    expect(polish.body.error.message).toBe('Plik „rower.jpg” ma nieobsługiwany format (dozwolone: JPG, PNG, WEBP).');
    expect((await upload([['animacja.gif', gif]])).status).toBe(415);
    // A PNG header followed by nothing a decoder reads.
    expect((await upload([['urwany.png', photo().subarray(0, 60)]])).status).toBe(415);
    const two = await upload([
      ['a.png', photo()],
      ['b.png', photo()],
    ]);
    expect(two.status).toBe(413);
    expect(store.stored().length).toBe(before);
    expect(await cms.context.db.select().from(reviewPhotos)).toEqual([]);
  });

  it('lets only a signed-in retail customer upload', async () => {
    expect((await upload([['a.png', photo()]], null)).status).toBe(401);
    expect((await upload([['a.png', photo()]], customer(randomUUID(), 'b2b'))).status).toBe(403);
    expect((await upload([['a.png', photo()]], marketing)).status).toBe(403);
  });

  it("does not let a review take another customer's photo: the field error, nothing written", async () => {
    const jans = await uploaded(customer(jan));
    const answer = await review(jans.id);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ photoId: translate('field.review_photo_gone', 'pl') });
    expect(await cms.context.db.select().from(reviews)).toEqual([]);
    expect((await review(randomUUID())).status).toBe(400);
  });

  it('replaces or removes the photo while the review waits, and the old bytes go', async () => {
    const first = await uploaded();
    const own = OwnReview.parse((await review(first.id)).body);
    const second = await uploaded();
    const body = { rating: 4, title: 'Dobry rower', text: 'Po miesiącu nadal zadowolona.' };
    const changed = await cms.call('PUT', `/api/cms/reviews/${own.id}`, {
      identity: customer(ewa),
      body: { ...body, photoId: second.id },
    });
    expect(OwnReview.parse(changed.body).photo?.id).toBe(second.id);
    expect(store.stored()).not.toContain(first.id);
    // Left out: kept.
    const kept = await cms.call('PUT', `/api/cms/reviews/${own.id}`, { identity: customer(ewa), body });
    expect(OwnReview.parse(kept.body).photo?.id).toBe(second.id);
    const removed = await cms.call('PUT', `/api/cms/reviews/${own.id}`, {
      identity: customer(ewa),
      body: { ...body, photoId: null },
    });
    expect(OwnReview.parse(removed.body).photo).toBeNull();
    expect(store.stored()).not.toContain(second.id);
    expect((await cms.call('GET', `/api/admin/reviews/${own.id}/photo`, { identity: marketing })).status).toBe(404);
  });

  it('answers 404 to a made-up photo address', async () => {
    expect((await cms.call('GET', '/media/cms/review-../640.webp')).status).toBe(404);
    expect((await cms.call('GET', `/media/cms/review-${randomUUID()}/640.webp`)).status).toBe(404);
    expect((await cms.call('GET', `/media/cms/review-${randomUUID()}/original`)).status).toBe(404);
  });
});
