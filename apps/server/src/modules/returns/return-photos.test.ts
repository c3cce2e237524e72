import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images, returnPhotos, returnRequests } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { formBody } from '../../testing/form-body.ts';
import { askReturn, deliveredOrder, patchReturn } from '../../testing/return-helpers.ts';

// Photos with a return request (decision 52): uploaded first, re-encoded as product pictures are,
// and then named by a request of the same order and asker only.

const t = await buildTestApp();
const admin = (await createUser(t.db, { role: 'admin' })).auth;

/** A real JPEG that carries the camera's metadata (EXIF, with a GPS position). */
const cameraJpeg = (background = '#b5651d') =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
    })
    .toBuffer();

async function upload(orderId: string, data: Buffer, query = '', headers: Record<string, string> = {}) {
  const body = await formBody({}, undefined, { photo: { name: 'lid.jpg', type: 'image/jpeg', data } });
  return t.app.inject({
    method: 'POST',
    url: `/api/order/orders/${orderId}/return-photos${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;
const countOf = async (table: typeof images | typeof returnPhotos | typeof returnRequests) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('photos with a return request', () => {
  it('a guest with the order page link uploads a photo: stored as WebP without its metadata, shown to staff on the return', async () => {
    const order = await deliveredOrder(t, admin);
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(order.orderId, original, tokenQuery(order.viewToken));
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = res.json<{ photo: { id: string; image: string } }>();
    const served = await t.app.inject({ url: `/api/images/${photo.image}` });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800 });
    expect(meta.exif).toBeUndefined();

    const asked = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 1 }],
      reason: 'The lid arrived broken',
      photos: [photo.id],
      viewToken: order.viewToken,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().return.photos).toEqual([photo.image]);
    const staffView = await t.app.inject({
      url: `/api/admin/returns/${asked.json().return.id}`,
      headers: admin,
    });
    expect(staffView.json().return.photos).toEqual([photo.image]);
    const shopperView = await t.app.inject({
      url: `/api/order/orders/${order.orderId}/returns${tokenQuery(order.viewToken)}`,
    });
    expect(shopperView.json().data[0].photos).toEqual([photo.image]);

    // A photo used once cannot be named again, by a second request of the same order.
    const again = await askReturn(t, order.orderId, {
      items: [{ orderItemId: order.lineId, quantity: 1 }],
      reason: 'And the other one',
      photos: [photo.id],
      viewToken: order.viewToken,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      field: 'photos',
      message: 'A photo was not uploaded for this return. Please add it again.',
    });
  });

  it('refuses a file that is not an image, an empty one and one over 5 MB with a 400 and its message, writing nothing', async () => {
    const order = await deliveredOrder(t, admin);
    const [imagesBefore, photosBefore] = [await countOf(images), await countOf(returnPhotos)];
    const q = tokenQuery(order.viewToken);

    const text = await upload(order.orderId, Buffer.from('%PDF-1.4 not a picture at all'), q);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      field: 'photo',
      message: 'The file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.',
    });
    const empty = await upload(order.orderId, Buffer.alloc(0), q);
    expect(empty.statusCode).toBe(400);
    const huge = await upload(
      order.orderId,
      Buffer.concat([await cameraJpeg(), Buffer.alloc(5 * 1024 * 1024)]),
      q,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('The image is larger than 5 MB. Please choose a smaller one.');

    expect([await countOf(images), await countOf(returnPhotos)]).toEqual([imagesBefore, photosBefore]);
  });

  it('takes photos only from whoever may ask: no link, another order’s link or another customer is told the order does not exist', async () => {
    const order = await deliveredOrder(t, admin);
    const other = await deliveredOrder(t, admin);
    const photo = await cameraJpeg('#334455');
    expect((await upload(order.orderId, photo)).statusCode).toBe(404);
    expect((await upload(order.orderId, photo, tokenQuery(other.viewToken))).statusCode).toBe(404);
    const customer = await createUser(t.db);
    expect((await upload(order.orderId, photo, '', customer.auth)).statusCode).toBe(404);
    expect(await t.db.select().from(returnPhotos).where(eq(returnPhotos.orderId, order.orderId))).toEqual([]);
  });

  it('a request names only this order’s photos uploaded by the same asker, at most 3, each once; otherwise 400 and nothing written', async () => {
    const owner = await createUser(t.db);
    const order = await deliveredOrder(t, admin, { auth: owner.auth, email: owner.user.email });
    const other = await deliveredOrder(t, admin);
    const ownPhoto = async (background: string) =>
      (await upload(order.orderId, await cameraJpeg(background), '', owner.auth)).json().photo as {
        id: string;
        image: string;
      };
    const mine = [
      await ownPhoto('#111111'),
      await ownPhoto('#222222'),
      await ownPhoto('#333333'),
      await ownPhoto('#444444'),
    ];
    // A photo uploaded by the link's holder, and one for another order.
    const byLink = (
      await upload(order.orderId, await cameraJpeg('#555555'), tokenQuery(order.viewToken))
    ).json().photo as { id: string };
    const elsewhere = (
      await upload(other.orderId, await cameraJpeg('#666666'), tokenQuery(other.viewToken))
    ).json().photo as { id: string };
    const returnsBefore = await countOf(returnRequests);
    const ask = (photos: string[], extra: object = {}) =>
      askReturn(
        t,
        order.orderId,
        { items: [{ orderItemId: order.lineId, quantity: 1 }], reason: 'Wrong shade', photos, ...extra },
        owner.auth,
      );

    for (const photos of [
      [elsewhere.id],
      [byLink.id],
      ['not-an-id'],
      ['00000000-0000-4000-8000-000000000000'],
      [mine[0]!.id, mine[0]!.id],
      mine.map((p) => p.id),
    ]) {
      const res = await ask(photos);
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await countOf(returnRequests)).toBe(returnsBefore);

    // With the link as well, the link's photo is hers to send too.
    const ok = await ask([mine[0]!.id, byLink.id], { viewToken: order.viewToken });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().return.photos).toHaveLength(2);
    expect(ok.json().return.photos[0]).toBe(mine[0]!.image);
    const used = await t.db.select().from(returnPhotos).where(eq(returnPhotos.returnId, ok.json().return.id));
    expect(used).toHaveLength(2);
    // Staff refuse; the photo stays with that request.
    const refused = await patchReturn(t, ok.json().return.id, { action: 'refuse', note: 'Opened' }, admin);
    expect(refused.statusCode).toBe(200);
  });
});
