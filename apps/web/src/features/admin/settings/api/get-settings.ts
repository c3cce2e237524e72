import { SettingsResponseSchema } from '@shop/shared/settings/settings-schemas';
import { api } from '../../../../lib/api-client';

/** GET /admin/settings: the shop's settings, and who changed them last and when. */
export const getSettings = () => api('/admin/settings', { answer: SettingsResponseSchema });
