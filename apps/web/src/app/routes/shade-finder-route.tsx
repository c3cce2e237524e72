import { ShadeFinderPage } from '../../features/catalog/shade-finder/shade-finder-page';

/** /shade-finder: skin depth, then undertone, then her shade (decision 57). */
export function Component() {
  return <ShadeFinderPage />;
}
