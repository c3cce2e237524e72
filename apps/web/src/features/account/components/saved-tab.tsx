import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { ProductCard } from '../../../components/product-card';
import { ShopLinks } from '../../../components/shop-links';
import { Spinner } from '../../../components/ui/spinner';
import { useSessionExpiry } from '../../../lib/session/use-session-expiry';
import { useAddToCart } from '../../../lib/cart/use-add-to-cart';
import { getSaved, removeSaved } from '../api/account-calls';

export function SavedTab() {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  const onExpired = useSessionExpiry();
  const addToCart = useAddToCart();
  const navigate = useNavigate();

  useEffect(() => {
    let current = true;
    getSaved().then(
      (list) => current && setProducts(list),
      (error: unknown) => current && !onExpired(error) && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [onExpired]);

  async function remove(product: Product) {
    try {
      toast.success((await removeSaved(product.productId)).message);
      setProducts((list) => list?.filter((p) => p.productId !== product.productId) ?? null);
    } catch (error) {
      if (!onExpired(error)) toast.error(messages.auth.savedFailed);
    }
  }

  // A product with shades gets its shade from the card's chooser, as on the listing cards.
  const onCart = (product: Product, color?: Color) =>
    product.colors.length > 0 && product.inStock && !color
      ? void navigate(`/product/${encodeURIComponent(product.productId)}`)
      : addToCart(product, { color: color ?? null });

  if (failed)
    return (
      <p role="alert" className="py-8 text-center text-alert">
        {messages.auth.savedFailed}
      </p>
    );
  if (!products)
    return (
      <div className="grid place-items-center py-12">
        <Spinner label="Loading your saved items" />
      </div>
    );
  if (products.length === 0) return <ShopLinks message={messages.auth.noSavedItems} />;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
      {products.map((product) => (
        <ProductCard
          key={product.productId}
          product={product}
          saved
          onToggleSave={(p) => void remove(p)}
          onCart={onCart}
        />
      ))}
    </div>
  );
}
