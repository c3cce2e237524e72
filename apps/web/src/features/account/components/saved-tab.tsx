import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { ProductCard } from '../../../domain/catalog/product-card';
import { ShopLinks } from '../../../components/shop-links';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { Spinner } from '../../../components/ui/spinner';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { setSaved } from '../../../lib/saved/saved-store';
import { useSavedProducts } from '../../../lib/saved/use-saved-products';

type Props = { userId: string; saved: Promise<unknown> };

/** The saved items: the page's one saved-items state, read afresh by the dashboard's loader. */
export function SavedTab({ userId, saved }: Props) {
  return (
    <Deferred
      resolve={saved}
      loading={
        <div className="grid place-items-center py-12">
          <Spinner label="Loading your saved items" />
        </div>
      }
      error={(error) => (
        <LoadFailure error={error} fallback={messages.auth.savedFailed} words="page" look="section" />
      )}
    >
      {() => <SavedList userId={userId} />}
    </Deferred>
  );
}

function SavedList({ userId }: { userId: string }) {
  const products = useSavedProducts(userId) ?? [];
  const addToCart = useAddToCart();
  const navigate = useNavigate();

  async function remove(product: Product) {
    try {
      toast.success(await setSaved(userId, product, false));
    } catch {
      toast.error(messages.auth.savedFailed);
    }
  }

  // A product with shades gets its shade from the card's chooser, as on the listing cards.
  const onCart = (product: Product, color?: Color) =>
    product.colors.length > 0 && product.inStock && !color
      ? navigate(`/product/${encodeURIComponent(product.productId)}`)
      : addToCart(product, { color: color ?? null });

  if (products.length === 0) return <ShopLinks message={messages.auth.noSavedItems} />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
      {products.map((product) => (
        <ProductCard
          key={product.productId}
          product={product}
          saved
          onToggleSave={(p) => void remove(p)}
          onCart={(product, color) => void onCart(product, color)}
        />
      ))}
    </div>
  );
}
