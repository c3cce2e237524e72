import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ProductNotFound } from './product-not-found';

/** A load failure on the product page is logged only and shows nothing. */
export function LoggedOnly({ error }: { error: Error }) {
  useEffect(() => console.error(error), [error]);
  return null;
}

/** An unknown product shows 'Product not found'; any other failure is logged only. */
export function ProductLoadFailure({ error }: { error: Error }) {
  return error instanceof ApiError && error.status === 404 ? (
    <ProductNotFound />
  ) : (
    <LoggedOnly error={error} />
  );
}
