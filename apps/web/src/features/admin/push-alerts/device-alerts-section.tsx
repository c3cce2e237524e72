import { useState, type FormEvent } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { messages } from '@shop/shared/messages';
import { pushAlertPageMessages as more } from '@shop/shared/push-alerts/push-alert-page-messages';
import { pushAlertEventsFor, type PushAlertEvent } from '@shop/shared/push-alerts/push-alert-events';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { browserPush, type DevicePush } from './browser-push';
import { useDeviceAlerts, type DeviceAlertsState } from './use-device-alerts';

const say = messages.pushAlerts;

/** The line that says where the device stands, read out when it changes. */
const STATUS: Record<Exclude<DeviceAlertsState['kind'], 'checking'>, string> = {
  unsupported: say.unsupported,
  denied: say.denied,
  off: say.off,
  on: say.on,
};

/**
 * "Alerts on this device": any staff member turns on push alerts on their own phone or computer
 * for the events their role is told of (docs/decisions/0050-push-alerts.md), changes them, or
 * turns them off. `push` is the browser's Push API; a test hands its own.
 */
export function DeviceAlertsSection({ push = browserPush }: { push?: DevicePush }) {
  const role = useSessionUser()?.role;
  const offered = pushAlertEventsFor(role);
  const { state, busy, turnOn, save, turnOff } = useDeviceAlerts(push);
  // Every event the role may hear is ticked until the shop says which this device chose.
  const [picked, setPicked] = useState<PushAlertEvent[] | null>(null);
  const [error, setError] = useState('');

  if (state.kind === 'checking') return <Spinner label={more.checking} />;
  const chosen = picked ?? (state.kind === 'on' ? state.events : offered);
  const canAct = state.kind !== 'unsupported' && offered.length > 0;

  const toggle = (event: PushAlertEvent, on: boolean) => {
    setError('');
    setPicked(offered.filter((e) => (e === event ? on : chosen.includes(e))));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setError(more.chooseOne);
    void (state.kind === 'on' ? save(chosen) : turnOn(chosen));
  };

  return (
    <section aria-label={say.title} className="space-y-4">
      <p role="status" className="flex items-center gap-2 font-semibold">
        {state.kind === 'on' ? (
          <BellRing aria-hidden="true" className="size-5 shrink-0 text-leaf" />
        ) : (
          <BellOff aria-hidden="true" className="size-5 shrink-0 text-plum/70" />
        )}
        {STATUS[state.kind]}
      </p>
      {state.kind !== 'unsupported' && offered.length === 0 && <p>{more.noEvents}</p>}
      {canAct && (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset aria-describedby={error ? 'device-alerts-error' : undefined}>
            <legend className="mb-1 font-semibold">{more.eventsLegend}</legend>
            {offered.map((event) => (
              <label key={event} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  checked={chosen.includes(event)}
                  onChange={(e) => toggle(event, e.target.checked)}
                  className="size-5 shrink-0 accent-plum"
                />
                {say.eventLabels[event]}
              </label>
            ))}
            {error && (
              <p id="device-alerts-error" role="alert" className="mt-1 text-sm font-semibold text-alert">
                {error}
              </p>
            )}
          </fieldset>
          <div className="flex flex-col gap-3">
            <button type="submit" disabled={busy} className={buttonStyles.primary}>
              {state.kind === 'on' ? say.save : say.turnOn}
            </button>
            {state.kind === 'on' && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void turnOff()}
                className={buttonStyles.secondary}
              >
                {say.turnOff}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
