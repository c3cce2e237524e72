import { messages } from '@shop/shared/messages';
import type { SettingsResponse } from '@shop/shared/settings/settings-schemas';
import { ordinalDate, shopTime } from '@shop/shared/dates/shop-time';

/** Who changed the settings last, and when (Lagos time); or that nobody has yet. */
export function LastChanged({ saved }: { saved: SettingsResponse }) {
  const { updatedAt, updatedBy } = saved;
  return (
    <p className="text-sm text-plum/80">
      {updatedAt
        ? messages.settings.lastChanged(
            updatedBy ?? 'an admin',
            `${ordinalDate(updatedAt)} at ${shopTime(updatedAt)}`,
          )
        : messages.settings.neverChanged}
    </p>
  );
}
