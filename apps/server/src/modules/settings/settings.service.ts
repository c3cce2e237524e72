import {
  applySettingsUpdate,
  DEFAULT_SHOP_SETTINGS,
  ShopSettingsSchema,
  type SettingsResponse,
  type SettingsUpdate,
  type ShopSettings,
} from '@shop/shared/settings/settings-schemas';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { lockSettings, readSettingRows, writeSetting, type SettingRow } from './settings.repository.ts';

const PARTS = Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[];

/**
 * The settings from their rows, each part over its default: a part written by an older version of
 * the shop (a field it did not have) still reads whole.
 */
function fromRows(rows: readonly SettingRow[]): ShopSettings {
  const merged: Record<string, unknown> = {};
  for (const part of PARTS) {
    const stored = rows.find((r) => r.key === part)?.value;
    merged[part] = { ...DEFAULT_SHOP_SETTINGS[part], ...(stored as object | undefined) };
  }
  return ShopSettingsSchema.parse(merged);
}

/**
 * The shop's settings as of now. Read from the database on every use (one primary-key lookup), so
 * a change made in any process holds in every other at once, with no cache to fall out of date.
 */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  return fromRows(await readSettingRows(db, PARTS));
}

function answer(rows: readonly SettingRow[]): SettingsResponse {
  const latest = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  return {
    settings: fromRows(rows),
    updatedAt: latest?.updatedAt.toISOString() ?? null,
    updatedBy: latest?.updatedBy ?? null,
  };
}

export async function getSettings(db: Database): Promise<SettingsResponse> {
  return answer(await readSettingRows(db, PARTS));
}

/** Applies an admin's change, all of it or none, recording each changed part with its author. */
export async function updateSettings(
  db: Database,
  user: SessionUserRow,
  update: SettingsUpdate,
): Promise<SettingsResponse> {
  return db.transaction(async (tx) => {
    await lockSettings(tx);
    const current = await readShopSettings(tx);
    const result = applySettingsUpdate(current, update);
    if ('problem' in result) throw badRequest(result.problem.message, result.problem.field);
    for (const part of PARTS) {
      const before = current[part];
      const after = result.settings[part];
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      await writeSetting(tx, { key: part, before, after, userId: user.id, username: user.username });
    }
    return answer(await readSettingRows(tx, PARTS));
  });
}
