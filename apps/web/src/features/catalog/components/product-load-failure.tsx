import { LoggedOnly } from '../../../components/load-failure';
import { ApiError } from '../../../lib/api-client';
import { ProductNotFound } from './product-not-found';

/** An unknown product shows 'Product not found'; any other failure is logged only (the product description's way). */
export function ProductLoadFailure({ error }: { error: Error }) {
  return error instanceof ApiError && error.status === 404 ? (
    <ProductNotFound />
  ) : (
    <LoggedOnly error={error} />
  );
}
