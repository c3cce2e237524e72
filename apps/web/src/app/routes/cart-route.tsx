import { Spinner } from '../../components/ui/spinner';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useAppSelector } from '../store';

/**
 * /cart: the cart and checkout (lazy: payment code loads only here). The cart lives in this
 * browser's storage: a page the server rendered shows it once the browser has read it.
 */
export function Component() {
  const restored = useAppSelector((s) => s.auth.restored);
  if (restored) return <CheckoutPage />;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="mb-6 font-display text-3xl sm:text-4xl">Your cart</h1>
      <div className="grid place-items-center py-16">
        <Spinner size={48} label="Loading your cart…" />
      </div>
    </main>
  );
}
