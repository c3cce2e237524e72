import { messages } from '@shop/shared/messages';
import { Dialog } from '../../../components/ui/dialog';
import { DeviceAlertsSection } from './device-alerts-section';

/**
 * The alerts section in the shop's dialog, opened from the admin's menu by every staff role (the
 * settings tab is the owner's and managers'). Loaded when first opened: most visits never need it.
 */
export function DeviceAlertsDialog({ onClose }: { onClose: () => void }) {
  return (
    // A card, as tall as its few lines, on a phone as on a computer.
    <Dialog
      size="card"
      title={messages.pushAlerts.title}
      description={messages.pushAlerts.hint}
      onClose={onClose}
    >
      <DeviceAlertsSection />
    </Dialog>
  );
}
