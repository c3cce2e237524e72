import { TrackPage } from '../../features/orders/components/track-page';

/** /track: order tracking for guests, linked from the footer's "track order". */
export function Component() {
  return <TrackPage />;
}
