import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/catalog/review-schemas';
import { reviewPhotoMessages } from '@shop/shared/catalog/review-photo-messages';
import { messages } from '@shop/shared/messages';
import { auditLog, images, outbox, reviewPhotos, reviews } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder, createProduct, createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { setOrderStatus } from '../../testing/order-helpers.ts';

// A review's photos and the reviewer's skin type (decision 61): uploaded first by the review's own
// writer, re-encoded as product pictures are, at most 3 a review, filtered on the product's page,
// and hidden by staff from every shopper's answer.

const t = await buildTestApp({ PUBLIC_URL: 'https://glow.example.ng' });
const admin = await createUser(t.db, { role: 'admin' });

type Product = Awaited<ReturnType<typeof createProduct>>;
type Auth = Record<string, string>;

/** A real JPEG that carries the camera's metadata (EXIF, with a GPS position). */
const cameraJpeg = (background = '#b5651d', width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })
    .toBuffer();
const smallJpeg = (background = '#3a7d44') => cameraJpeg(background, 120, 90);

async function buyer(product: Product, firstName = 'Adaeze') {
  return (await buyerOf(product, firstName)).auth;
}
async function buyerOf(product: Product, firstName = 'Adaeze') {
  const customer = await createUser(t.db, { firstName, lastName: 'Okonkwo' });
  await createOrder(t.db, { status: 'delivered', userId: customer.user.id, items: [product] });
  return customer;
}

async function sendPhoto(url: string, data: Buffer, headers: Auth = {}, type = 'image/jpeg') {
  const body = await formBody({}, undefined, { photo: { name: 'face.jpg', type, data } });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const uploadAs = (auth: Auth, product: Product, data: Buffer) =>
  sendPhoto(`/api/review/photos?productId=${product.productId}`, data, auth);
async function photoId(auth: Auth, product: Product, colour?: string): Promise<string> {
  const res = await uploadAs(auth, product, await smallJpeg(colour));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().photo.id;
}

const write = (auth: Auth, product: Product, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/review/reviews',
    headers: auth,
    payload: { productId: product.productId, rating: 5, review: 'My skin glows', ...extra },
  });
const listOf = async (product: Product, query = '') => {
  const res = await t.app.inject({ url: `/api/review/reviews?productId=${product.productId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Review[]>();
};
const countOf = async (table: typeof images | typeof reviewPhotos | typeof reviews) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const hide = (id: string, hidden: boolean, auth: Auth = admin.auth) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/review/admin/photos/${id}`,
    headers: auth,
    payload: { hidden },
  });

describe("a review's photos", () => {
  it('a buyer adds a photo: stored as WebP without its metadata, shown with her review in two sizes', async () => {
    const product = await createProduct(t.db);
    const auth = await buyer(product);
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const uploaded = await uploadAs(auth, product, original);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photo } = uploaded.json();
    const written = await write(auth, product, { photos: [photo.id], skinType: 'oily' });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().review).toMatchObject({
      skinType: 'oily',
      photos: [{ id: photo.id, hidden: false }],
    });

    const [shown] = await listOf(product);
    expect(shown!.photos).toEqual([
      {
        id: photo.id,
        small: expect.stringMatching(/^\/api\/images\/[0-9a-f]{20}-w400\.webp$/),
        large: expect.stringMatching(/^\/api\/images\/[0-9a-f]{20}\.webp$/),
        hidden: false,
      },
    ]);
    for (const [path, width] of [
      [shown!.photos[0]!.large, 800],
      [shown!.photos[0]!.small, 400],
    ] as const) {
      const served = await t.app.inject({ url: path });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('a 4th photo is refused with a message, and nothing is written', async () => {
    const product = await createProduct(t.db);
    const auth = await buyer(product);
    const ids = [];
    for (const colour of ['#111111', '#222222', '#333333', '#444444'])
      ids.push(await photoId(auth, product, colour));
    const before = await countOf(reviews);
    const res = await write(auth, product, { photos: ids });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(reviewPhotoMessages.photosTooMany(3));
    expect(await countOf(reviews)).toBe(before);

    const three = await write(auth, product, { photos: ids.slice(0, 3) });
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().review.photos.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 3));
  });

  it('a file that is not an image, or over 5 MB, is a 400 with a message, and nothing is stored', async () => {
    const product = await createProduct(t.db);
    const auth = await buyer(product);
    const [photosBefore, imagesBefore] = [await countOf(reviewPhotos), await countOf(images)];
    const text = await sendPhoto(
      `/api/review/photos?productId=${product.productId}`,
      Buffer.from('not a picture at all'),
      auth,
      'image/png',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not an image we can read/);
    const huge = await uploadAs(auth, product, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/larger than 5 MB/);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/review/photos?productId=${product.productId}`,
      headers: auth,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(await countOf(reviewPhotos)).toBe(photosBefore);
    expect(await countOf(images)).toBe(imagesBefore);
  });

  it('only a buyer uploads; nine photos may wait for a review, then uploads are refused', async () => {
    const product = await createProduct(t.db);
    const stranger = await createUser(t.db);
    expect((await uploadAs({}, product, await smallJpeg())).statusCode).toBe(401);
    const notBought = await uploadAs(stranger.auth, product, await smallJpeg());
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().message).toBe(messages.reviews.notBought);

    const auth = await buyer(product);
    for (let i = 0; i < 9; i++) await photoId(auth, product, `#00${i}0${i}0`);
    const tenth = await uploadAs(auth, product, await smallJpeg('#abcdef'));
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().message).toBe(reviewPhotoMessages.photoUploadsWaiting(9));
  });

  it("a review names only its writer's own photos: another buyer's is refused and nothing is written", async () => {
    const product = await createProduct(t.db);
    const adaezeAccount = await buyerOf(product, 'Adaeze');
    const adaeze = adaezeAccount.auth;
    const bisi = await buyer(product, 'Bisi');
    const hers = await photoId(adaeze, product);
    const before = await countOf(reviews);
    for (const photos of [[hers], [randomUUID()], ['not-an-id']]) {
      const res = await write(bisi, product, { photos });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(reviewPhotoMessages.photoUnknown);
    }
    const twice = await write(adaeze, product, { photos: [hers, hers] });
    expect(twice.json().message).toBe(reviewPhotoMessages.photoTwice);
    expect(await countOf(reviews)).toBe(before);

    // Used once, a photo is not another review's either (hers, of another product she bought).
    expect((await write(adaeze, product, { photos: [hers] })).statusCode).toBe(201);
    const other = await createProduct(t.db);
    await createOrder(t.db, { status: 'delivered', userId: adaezeAccount.user.id, items: [other] });
    expect((await write(adaeze, other, { photos: [hers] })).statusCode).toBe(400);
  });

  it('a rewritten review keeps its photos unless it names others; an empty list removes them', async () => {
    const product = await createProduct(t.db);
    const auth = await buyer(product);
    const first = await photoId(auth, product, '#aa0000');
    expect((await write(auth, product, { photos: [first] })).statusCode).toBe(201);
    const kept = await write(auth, product, { rating: 4 });
    expect(kept.json().review.photos.map((p: { id: string }) => p.id)).toEqual([first]);
    const second = await photoId(auth, product, '#00aa00');
    const swapped = await write(auth, product, { photos: [second, first] });
    expect(swapped.json().review.photos.map((p: { id: string }) => p.id)).toEqual([second, first]);
    const cleared = await write(auth, product, { photos: [] });
    expect(cleared.json().review.photos).toEqual([]);
    expect((await listOf(product))[0]!.photos).toEqual([]);
  });

  it("a guest's review link uploads and names its own photos; a signed-in buyer cannot name them", async () => {
    const product = await createProduct(t.db, { name: 'Shea Balm' });
    const invite = await deliveredGuestOrder(product);
    const up = await sendPhoto(`${invite}/photos`, await smallJpeg('#550055'));
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().photo.id;
    expect((await write(await buyer(product), product, { photos: [id] })).statusCode).toBe(400);
    const bad = await sendPhoto('/api/review/invite/not-a-token/photos', await smallJpeg());
    expect(bad.statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'POST',
      url: invite,
      payload: {
        productId: product.productId,
        rating: 5,
        review: 'Soft skin',
        photos: [id],
        skinType: 'dry',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [shown] = await listOf(product, '&withPhotos=1');
    expect(shown).toMatchObject({ name: 'Chioma E.', skinType: 'dry', photos: [{ id }] });
  });
});

describe("filtering a product's reviews", () => {
  it('by photos and by skin type, counted in X-Total-Count when paged; a bad filter is a 400', async () => {
    const product = await createProduct(t.db);
    const oily = await buyer(product, 'Ngozi');
    const dry = await buyer(product, 'Funke');
    const plain = await buyer(product, 'Kemi');
    expect(
      (await write(oily, product, { skinType: 'oily', photos: [await photoId(oily, product)] })).statusCode,
    ).toBe(201);
    expect((await write(dry, product, { skinType: 'dry' })).statusCode).toBe(201);
    expect((await write(plain, product)).statusCode).toBe(201);

    const names = (list: Review[]) => list.map((r) => r.name).sort();
    expect(names(await listOf(product))).toEqual(['Funke O.', 'Kemi O.', 'Ngozi O.']);
    expect(names(await listOf(product, '&withPhotos=1'))).toEqual(['Ngozi O.']);
    expect(names(await listOf(product, '&skinType=dry'))).toEqual(['Funke O.']);
    expect(names(await listOf(product, '&skinType=dry&withPhotos=1'))).toEqual([]);
    const paged = await t.app.inject({
      url: `/api/review/reviews?productId=${product.productId}&withPhotos=1&limit=10`,
    });
    expect(paged.headers['x-total-count']).toBe('1');
    const unpaged = await t.app.inject({
      url: `/api/review/reviews?productId=${product.productId}&limit=10`,
    });
    expect(unpaged.headers['x-total-count']).toBe('3');

    for (const query of ['&skinType=shiny', '&withPhotos=yes']) {
      const res = await t.app.inject({ url: `/api/review/reviews?productId=${product.productId}${query}` });
      expect(res.statusCode).toBe(400);
    }
    const wrongSkin = await write(plain, product, { skinType: 'shiny' });
    expect(wrongSkin.statusCode).toBe(400);
    expect(wrongSkin.json().message).toMatch(/skinType must be one of/);
  });
});

describe('staff hide a photo', () => {
  it('hidden: gone from every shopper answer and the photo filter, marked for staff, audited; shown again', async () => {
    const product = await createProduct(t.db, { name: 'Glow Serum' });
    const auth = await buyer(product, 'Amaka');
    const kept = await photoId(auth, product, '#010101');
    const bad = await photoId(auth, product, '#020202');
    expect((await write(auth, product, { photos: [bad, kept] })).statusCode).toBe(201);
    const etag = (await t.app.inject({ url: `/api/review/reviews?productId=${product.productId}` })).headers
      .etag;

    const customer = await createUser(t.db);
    expect((await hide(bad, true, customer.auth)).statusCode).toBe(403);
    expect((await hide(randomUUID(), true)).statusCode).toBe(404);
    const res = await hide(bad, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(reviewPhotoMessages.photoHidden);

    const after = await t.app.inject({
      url: `/api/review/reviews?productId=${product.productId}`,
      headers: { 'if-none-match': etag! },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].photos.map((p: { id: string }) => p.id)).toEqual([kept]);
    const mine = await t.app.inject({
      url: `/api/review/mine?productId=${product.productId}`,
      headers: auth,
    });
    expect(mine.json().review.photos.map((p: { id: string }) => p.id)).toEqual([kept]);
    const staff = await t.app.inject({
      url: `/api/review/admin/reviews?q=${encodeURIComponent('Glow Serum')}`,
      headers: admin.auth,
    });
    const staffPhotos = staff.json().reviews[0].photos;
    expect(staffPhotos.map((p: { id: string; hidden: boolean }) => [p.id, p.hidden])).toEqual([
      [bad, true],
      [kept, false],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'review.photo'), eq(auditLog.actorId, admin.user.id)));
    expect(entry!.summary).toContain("Hid a photo of Amaka O.'s review of Glow Serum");

    // Both hidden: the review no longer counts as one with photos.
    expect((await hide(kept, true)).statusCode).toBe(200);
    expect(await listOf(product, '&withPhotos=1')).toEqual([]);
    expect((await hide(bad, false)).json().message).toBe(reviewPhotoMessages.photoShown);
    expect((await listOf(product, '&withPhotos=1'))[0]!.photos.map((p) => p.id)).toEqual([bad]);
  });
});

/** A guest's delivered order of `product`: answers its review link's API path. */
async function deliveredGuestOrder(product: Product): Promise<string> {
  const email = `guest_${randomUUID().slice(0, 8)}@example.ng`;
  const id = await createOrder(t.db, { status: 'paid', email, name: 'Chioma Eze', items: [product] });
  for (const status of ['processing', 'shipped', 'delivered'])
    expect((await setOrderStatus(t, admin.auth, id, status)).statusCode).toBe(200);
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'review-invite')));
  const link = /https:\/\/glow\.example\.ng(\/review\/\S+)/.exec(mail!.text)?.[1];
  return `/api${link!.replace('/review/', '/review/invite/')}`;
}
