import { messages } from '@shop/shared/messages';
import { COURIER_NAMES, courierTrackingUrl, type Shipment } from '@shop/shared/orders/couriers';

/**
 * How a shipped order travels: its courier, the tracking number to quote, and a link to the
 * courier's tracking page where it has one, opened in a new tab (decision 47).
 */
export function ShipmentNote({ shipment, className = '' }: { shipment?: Shipment; className?: string }) {
  if (!shipment) return null;
  const courier = COURIER_NAMES[shipment.courier];
  const trackingUrl = courierTrackingUrl(shipment.courier, shipment.trackingNumber);
  return (
    <section aria-label={messages.shipment.sentWith(courier)} className={`text-sm ${className}`}>
      <p className="font-semibold">{messages.shipment.sentWith(courier)}</p>
      {shipment.trackingNumber && (
        <p>
          {messages.shipment.trackingNumber}:{' '}
          <span className="font-mono [overflow-wrap:anywhere]">{shipment.trackingNumber}</span>
        </p>
      )}
      {trackingUrl && (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-rose underline"
        >
          {messages.shipment.trackParcel(courier)}
        </a>
      )}
    </section>
  );
}
