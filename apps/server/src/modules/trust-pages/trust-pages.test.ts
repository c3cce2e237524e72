import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminTrustPage,
  AdminTrustPagesResponse,
  TrustPage,
} from '@shop/shared/trust-pages/trust-page-schemas';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

const t = await buildTestApp({ SHOP_NAME: 'Ada Beauty', SHOP_EMAIL: 'care@adabeauty.ng' });
const owner = await createUser(t.db, { role: 'owner', username: 'ada_owner' });
const manager = await createUser(t.db, { role: 'manager' });
const packer = await createUser(t.db, { role: 'fulfilment' });
const customer = await createUser(t.db);

const read = async (slug: string) => t.app.inject({ url: `/api/pages/${slug}` });
const save = (slug: string, body: unknown, headers: Record<string, string> = owner.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers, payload: body as object });
const pageEntries = () => t.db.select().from(auditLog).where(eq(auditLog.kind, 'page.updated'));

describe('the trust pages a shopper reads', () => {
  it('start from a suggested text naming the shop, its contacts, the 7-day unopened return rule and the NDPA', async () => {
    const returns = (await read('shipping-returns')).json<TrustPage>();
    expect(returns).toMatchObject({ title: 'Shipping and returns', updatedAt: null, business: null });
    expect(returns.body).toContain('within 7 days of delivery if it is unopened');
    expect(returns.body).toContain('final sale');
    expect(returns.body).toContain('care@adabeauty.ng');

    const privacy = (await read('privacy')).json<TrustPage>();
    expect(privacy.body).toContain('Nigeria Data Protection Act 2023');
    expect(privacy.body).toContain('https://ndpc.gov.ng');
    expect(privacy.body).toContain('reply STOP');
    expect(privacy.body).toContain('Download my data');
    expect(privacy.body).toContain('Ada Beauty');
  });

  it('a page that is not one of the four is a 400, with nothing else', async () => {
    expect((await read('secrets')).statusCode).toBe(400);
  });
});

describe('the shopkeeper edits a page', () => {
  it('the saved text is what shoppers read, as given (the page escapes it), and the edit is audited', async () => {
    const text = 'We are <b>Ada</b> & co.\n\n## Visit us\n<script>alert(1)</script>';
    const res = await save('about', { body: text });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminTrustPage>()).toMatchObject({ body: text, updatedBy: 'ada_owner' });

    const page = (await read('about')).json<TrustPage>();
    expect(page.body).toBe(text);
    expect(page.updatedAt).not.toBeNull();

    const [entry] = await pageEntries();
    expect(entry).toMatchObject({
      actorName: 'ada_owner',
      subjectType: 'page',
      subjectId: 'about',
      after: { body: text },
    });
    expect((entry!.before as { body: string }).body).toBeNull();
  });

  it('a save that changes nothing records nothing', async () => {
    const before = (await pageEntries()).length;
    const text = (await read('about')).json<TrustPage>().body;
    expect((await save('about', { body: text })).statusCode).toBe(200);
    expect(await pageEntries()).toHaveLength(before);
  });

  it('a manager may edit; a packer, a customer and a guest may not, and nothing changes', async () => {
    expect((await save('terms', { body: 'Terms by the manager.' }, manager.auth)).statusCode).toBe(200);
    expect((await save('terms', { body: 'Mine now.' }, packer.auth)).statusCode).toBe(403);
    expect((await save('terms', { body: 'Mine now.' }, customer.auth)).statusCode).toBe(403);
    expect((await save('terms', { body: 'Mine now.' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/pages', headers: packer.auth })).statusCode).toBe(403);
    expect((await read('terms')).json<TrustPage>().body).toBe('Terms by the manager.');
  });

  it('an empty or too long text is refused with a 400 and the page is left as it was', async () => {
    expect((await save('privacy', { body: '   ' })).statusCode).toBe(400);
    expect((await save('privacy', { body: 'x'.repeat(20_001) })).statusCode).toBe(400);
    expect((await save('privacy', {})).statusCode).toBe(400);
    expect((await read('privacy')).json<TrustPage>().updatedAt).toBeNull();
  });

  it('the editor lists the four pages, each with its suggested text to start again from', async () => {
    const res = await t.app.inject({ url: '/api/admin/pages', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const { pages } = res.json<AdminTrustPagesResponse>();
    expect(pages.map((p) => p.slug)).toEqual(['shipping-returns', 'privacy', 'terms', 'about']);
    const about = pages.find((p) => p.slug === 'about')!;
    expect(about.body).toContain('<script>');
    expect(about.startingText).toContain('Ada Beauty is a Nigerian beauty shop');
  });
});

describe('the business details on the about page', () => {
  it('are saved by the shopkeeper, shown on the about page only, and audited field by field', async () => {
    const facts = {
      legalName: 'Ada Beauty Enterprises Ltd',
      address: '14 Admiralty Way, Lekki Phase 1, Lagos',
      cacRcNumber: 'RC 1234567',
      nafdac: 'Every product carries its NAFDAC number on the pack.',
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business',
      headers: owner.auth,
      payload: facts,
    });
    expect(res.statusCode).toBe(200);
    expect((await read('about')).json<TrustPage>().business).toEqual(facts);
    expect((await read('privacy')).json<TrustPage>().business).toBeNull();
    const entry = (await pageEntries()).find((e) => e.subjectId === 'business');
    expect(entry?.after).toMatchObject({ cacRcNumber: 'RC 1234567' });

    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/business',
      headers: packer.auth,
      payload: { ...facts, cacRcNumber: 'RC 0' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await read('about')).json<TrustPage>().business?.cacRcNumber).toBe('RC 1234567');
  });
});
