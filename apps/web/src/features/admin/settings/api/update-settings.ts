import { SettingsResponseSchema, type SettingsUpdate } from '@shop/shared/settings/settings-schemas';
import { api } from '../../../../lib/api-client';

/** PUT /admin/settings: all of the change or none of it; answers the settings as now stored. */
export const updateSettings = (update: SettingsUpdate) =>
  api('/admin/settings', { method: 'PUT', body: update, answer: SettingsResponseSchema });
