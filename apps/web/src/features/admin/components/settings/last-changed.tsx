import { messages } from '@shop/shared/messages';
import type { SettingsResponse } from '@shop/shared/settings/settings-schemas';
import { longOrdinalDate } from '../../admin-dates';

const lagosTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' });

/** Who changed the settings last, and when (Lagos time); or that nobody has yet. */
export function LastChanged({ saved }: { saved: SettingsResponse }) {
  const { updatedAt, updatedBy } = saved;
  return (
    <p className="text-sm text-plum/80">
      {updatedAt
        ? messages.settings.lastChanged(
            updatedBy ?? 'an admin',
            `${longOrdinalDate(updatedAt)} at ${lagosTime(updatedAt)}`,
          )
        : messages.settings.neverChanged}
    </p>
  );
}
