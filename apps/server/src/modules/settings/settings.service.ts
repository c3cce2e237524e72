import {
  applySettingsUpdate,
  DEFAULT_SHOP_SETTINGS,
  ShopSettingsSchema,
  type SettingsResponse,
  type SettingsUpdate,
  type ShopSettings,
} from '@shop/shared/settings/settings-schemas';
import { messages as messageTexts } from '@shop/shared/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { changedFields, recordChange } from '../audit/audit.service.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import type { ConfiguredChannels } from './message-channels.ts';
import { cachedSettings, settingsChanged } from './settings-cache.ts';
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
 * The shop's settings as of now, read from the database (one primary-key lookup): for the admin's
 * screens and the change itself, which must see the stored rows.
 */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  return fromRows(await readSettingRows(db, PARTS));
}

/**
 * The shop's settings as this process keeps them (settings-cache.ts, decision 66): for the paths
 * every order takes (checkout, charge, payment). A change holds here as it commits, and in other
 * processes as soon as its notice reaches them.
 */
export const shopSettingsNow = (db: DbOrTx): Promise<ShopSettings> => cachedSettings(db, readShopSettings);

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

/** A part's fields one level down by path (`payOnDelivery.maxAmount`), so the log names what changed. */
function flat(value: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      Object.assign(out, flat(v, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = v;
  }
  return out;
}

/**
 * Applies an admin's change, all of it or none, recording each changed part with its author: in
 * shop_setting_changes (the settings' own history, whole parts) and in the audit log (decision 37:
 * the changed fields, with every other staff change).
 */
export async function updateSettings(
  db: Database,
  user: SessionUserRow,
  update: SettingsUpdate,
  configured: ConfiguredChannels = { whatsapp: false, sms: false },
): Promise<SettingsResponse> {
  return db.transaction(async (tx) => {
    await lockSettings(tx);
    const current = await readShopSettings(tx);
    const result = applySettingsUpdate(current, update);
    if ('problem' in result) throw badRequest(result.problem.message, result.problem.field);
    // A channel is turned on only where its credentials are set: else nothing could be sent.
    const { messages: next } = result.settings;
    if (update.messages?.whatsapp && next.whatsapp && !configured.whatsapp)
      throw badRequest(messageTexts.settings.whatsappNotConfigured, 'messages.whatsapp');
    if (update.messages?.sms && next.sms && !configured.sms)
      throw badRequest(messageTexts.settings.smsNotConfigured, 'messages.sms');
    for (const part of PARTS) {
      const before = current[part];
      const after = result.settings[part];
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      await writeSetting(tx, { key: part, before, after, userId: user.id, username: user.username });
      const changed = changedFields(flat(before), flat(after));
      if (!changed) continue;
      await recordChange(tx, {
        actor: user,
        kind: 'settings.updated',
        subject: { type: 'settings', id: part },
        summary: `Changed the ${part} settings: ${Object.keys(changed.after).join(', ')}`,
        ...changed,
      });
    }
    await settingsChanged(tx);
    return answer(await readSettingRows(tx, PARTS));
  });
}
