import {
  BusinessFactsSchema,
  EMPTY_BUSINESS_FACTS,
  type AdminTrustPage,
  type AdminTrustPagesResponse,
  type BusinessFacts,
  type TrustPage,
} from '@shop/shared/trust-pages/trust-page-schemas';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  startingText,
  type ShopFacts,
} from '@shop/shared/trust-pages/starting-texts';
import { TRUST_PAGE_TITLES } from '@shop/shared/pages/page-titles';
import { TRUST_PAGES, type TrustPageSlug } from '@shop/shared/trust-pages/trust-pages';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { changedFields, recordChange } from '../audit/audit.service.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { lockSettings, readSettingRows, writeSetting } from '../settings/settings.repository.ts';
import { BUSINESS_KEY, pageKey, readStoredBusiness, readStoredPages } from './trust-pages.repository.ts';

/**
 * The return window the starting text states: the shop's `returns.windowDays` setting when one is
 * saved, else the default (decision 56), so the suggested text matches the rule the shop applies.
 */
async function returnWindowDays(db: DbOrTx): Promise<number> {
  const [row] = await readSettingRows(db, ['returns']);
  const days = (row?.value as { windowDays?: unknown } | undefined)?.windowDays;
  return Number.isInteger(days) && (days as number) > 0 ? (days as number) : DEFAULT_RETURN_WINDOW_DAYS;
}

async function shopFacts(db: DbOrTx, config: Config): Promise<ShopFacts> {
  return {
    shopName: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    returnWindowDays: await returnWindowDays(db),
  };
}

/** The facts as saved, each field over its empty default (a field added later reads empty). */
async function businessFacts(db: DbOrTx): Promise<BusinessFacts> {
  const stored = await readStoredBusiness(db);
  const parsed = BusinessFactsSchema.safeParse({ ...EMPTY_BUSINESS_FACTS, ...(stored as object | null) });
  return parsed.success ? parsed.data : EMPTY_BUSINESS_FACTS;
}

/** The page a shopper reads: the shopkeeper's saved text, or the starting text until then. */
export async function readTrustPage(db: Database, config: Config, slug: TrustPageSlug): Promise<TrustPage> {
  const stored = (await readStoredPages(db, [slug])).get(slug);
  return {
    slug,
    title: TRUST_PAGE_TITLES[slug],
    body: stored?.body ?? startingText(slug, await shopFacts(db, config)),
    business: slug === 'about' ? await businessFacts(db) : null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

async function adminPage(db: DbOrTx, config: Config, slug: TrustPageSlug): Promise<AdminTrustPage> {
  const facts = await shopFacts(db, config);
  const stored = (await readStoredPages(db, [slug])).get(slug);
  const suggested = startingText(slug, facts);
  return {
    slug,
    title: TRUST_PAGE_TITLES[slug],
    body: stored?.body ?? suggested,
    startingText: suggested,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

/** Every page for the admin's editor, with its suggested text, and the business facts. */
export async function readTrustPagesForAdmin(db: Database, config: Config): Promise<AdminTrustPagesResponse> {
  const pages = await Promise.all(TRUST_PAGES.map((slug) => adminPage(db, config, slug)));
  return { pages, business: await businessFacts(db) };
}

/**
 * Saves a page's text, recorded in the settings' history and the audit log (who, before → after)
 * in the same transaction. A save that changes nothing records nothing.
 */
export async function saveTrustPage(
  db: Database,
  config: Config,
  user: SessionUserRow,
  slug: TrustPageSlug,
  body: string,
): Promise<AdminTrustPage> {
  return db.transaction(async (tx) => {
    await lockSettings(tx);
    const stored = (await readStoredPages(tx, [slug])).get(slug);
    if (stored?.body !== body) {
      const key = pageKey(slug);
      const before = stored ? { body: stored.body } : null;
      await writeSetting(tx, { key, before, after: { body }, userId: user.id, username: user.username });
      await recordChange(tx, {
        actor: user,
        kind: 'page.updated',
        subject: { type: 'page', id: slug },
        summary: `${TRUST_PAGE_TITLES[slug]} page edited`,
        before: { body: stored?.body ?? null },
        after: { body },
      });
    }
    return adminPage(tx, config, slug);
  });
}

/** Saves the business facts the about page shows, audited as the pages are. */
export async function saveBusinessFacts(
  db: Database,
  user: SessionUserRow,
  facts: BusinessFacts,
): Promise<BusinessFacts> {
  return db.transaction(async (tx) => {
    await lockSettings(tx);
    const current = await businessFacts(tx);
    const changed = changedFields(current, facts);
    if (changed) {
      await writeSetting(tx, {
        key: BUSINESS_KEY,
        before: current,
        after: facts,
        userId: user.id,
        username: user.username,
      });
      await recordChange(tx, {
        actor: user,
        kind: 'page.updated',
        subject: { type: 'page', id: 'business' },
        summary: 'Business details edited',
        ...changed,
      });
    }
    return facts;
  });
}
