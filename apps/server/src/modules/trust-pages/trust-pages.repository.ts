import type { TrustPageSlug } from '@shop/shared/trust-pages/trust-pages';
import type { DbOrTx } from '../../db/client.ts';
import { readSettingRows, type SettingRow } from '../settings/settings.repository.ts';

// The trust pages' texts and the business facts are rows of the shop's settings table (a key, a
// JSON value, who saved it and when, each change in its history): one row a page, one for the
// facts, none until the shopkeeper first saves (decision 56).

export const pageKey = (slug: TrustPageSlug) => `page:${slug}`;
export const BUSINESS_KEY = 'page:business';

export type StoredPage = { body: string; updatedAt: Date; updatedBy: string | null };

/** The saved texts of the pages asked for, by slug (a page never saved is absent). */
export async function readStoredPages(
  db: DbOrTx,
  slugs: readonly TrustPageSlug[],
): Promise<Map<TrustPageSlug, StoredPage>> {
  const rows = await readSettingRows(db, slugs.map(pageKey));
  const stored = new Map<TrustPageSlug, StoredPage>();
  for (const slug of slugs) {
    const row = rows.find((r) => r.key === pageKey(slug));
    const body = bodyOf(row);
    if (row && body !== null) stored.set(slug, { body, updatedAt: row.updatedAt, updatedBy: row.updatedBy });
  }
  return stored;
}

function bodyOf(row: SettingRow | undefined): string | null {
  const value = row?.value as { body?: unknown } | undefined;
  return typeof value?.body === 'string' ? value.body : null;
}

/** The business facts as saved, or null before the first save. */
export async function readStoredBusiness(db: DbOrTx): Promise<unknown> {
  const [row] = await readSettingRows(db, [BUSINESS_KEY]);
  return row?.value ?? null;
}
