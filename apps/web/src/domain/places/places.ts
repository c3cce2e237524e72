// The LGAs and the Benin City check: with the location data, so loaded once a state is chosen.
export { lgasOf } from '@shop/shared/locations/nigeria';
export { isInBeninCity } from '@shop/shared/checkout/transport';
