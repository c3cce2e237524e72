import { lazy, Suspense, useState } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { onlyLeft } from '@shop/shared/catalog/stock-levels';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { shadeCountLabel } from '@shop/shared/catalog/listing';
import { routineBadge } from '@shop/shared/catalog/routine-badge';
import { formatNaira } from '@shop/shared/money';
import { ProductImage } from '../../components/ui/product-image';
import { buttonStyles } from '../../components/ui/button-styles';
import { Stars } from '../../components/ui/stars';
import { PriceTag } from './price-tag';
import { shadeFor } from '@shop/shared/products/shade';
import { useMyShade } from '../../lib/shade/my-shade';

// The shade chooser (and the dialog it opens in) loads with the first press of a card's cart
// button: no storefront page shows it on first paint.
const ShadeChooser = lazy(() => import('../shades/shade-chooser').then((m) => ({ default: m.ShadeChooser })));

type Props = {
  product: Product;
  saved?: boolean;
  onToggleSave: (product: Product) => void;
  /** The cart icon: with the shade chosen in the card's chooser when the product has shades. */
  onCart: (product: Product, color?: Color) => void;
  /** The first cards of a page are above the fold and load at once. */
  eager?: boolean;
};

/**
 * The product card: picture, full name, its rating and number of shades, what is left ("Out of
 * stock", "Only 3 left"), naira price, save and cart icons. A sold-out product's cart icon is
 * disabled: the shopper sees it cannot be bought before she tries.
 */
export function ProductCard({ product, saved = false, onToggleSave, onCart, eager = false }: Props) {
  const href = `/product/${encodeURIComponent(product.productId)}`;
  const reviewCount = product.reviewCount ?? 0;
  // A product with shades in stock asks which one in a small chooser, without leaving the page.
  const available = isInStock(product.inStock);
  const needsShade = product.colors.length > 0 && available;
  const [choosing, setChoosing] = useState(false);
  // Her shade's picture and name when she has taken the shade finder (decision 57).
  const mine = useMyShade();
  const yours = mine ? shadeFor(product, mine)?.shade : undefined;
  return (
    <article
      data-testid="product-card"
      className="group flex w-full flex-col overflow-hidden rounded-[12px] bg-nude transition-shadow duration-200 hover:shadow-raised"
    >
      {/* The picture repeats the title link for pointers; keyboard and screen readers use the title. */}
      <Link to={href} className="block" tabIndex={-1} aria-hidden="true">
        <ProductImage
          image={yours?.image ?? product.image}
          alt={yours?.image ? `${product.fullname} in ${yours.name}` : product.fullname}
          width={400}
          height={200}
          eager={eager}
          className="h-[200px] w-full p-3"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 bg-white/60 p-4">
        <h3 className="font-display text-base leading-snug text-plum [overflow-wrap:anywhere]">
          <Link to={href} className="hover:text-rose">
            {product.fullname}
          </Link>
        </h3>
        <div className="flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-plum/85">
          {reviewCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Stars rating={product.rating ?? 0} size={14} />
              <span>
                ({reviewCount}
                <span className="sr-only"> {reviewCount === 1 ? 'review' : 'reviews'}</span>)
              </span>
            </span>
          ) : (
            <span>Not yet reviewed</span>
          )}
          {product.colors.length > 0 && <span>{shadeCountLabel(product.colors.length)}</span>}
          {product.routine && (
            <span className="rounded-full bg-plum px-2 font-semibold text-ivory">
              {routineBadge(product.routine.steps.length)}
            </span>
          )}
          {yours && <span className="font-semibold text-plum">Your shade: {yours.name}</span>}
        </div>
        {!available ? (
          <p data-testid="card-stock" className="text-sm font-semibold text-plum/85">
            {catalogMessages.outOfStock}
          </p>
        ) : (
          product.left !== undefined && (
            <p data-testid="card-stock" className="text-sm font-semibold text-rose-dark">
              {onlyLeft(product.left)}
            </p>
          )
        )}
        <div className="mt-auto flex items-center justify-between gap-2">
          <PriceTag product={product} format={formatNaira} className="text-lg font-semibold text-plum" />
          <div className="flex gap-2">
            <button
              type="button"
              aria-label={`${saved ? 'Unsave' : 'Save'} ${product.name}`}
              aria-pressed={saved}
              onClick={() => onToggleSave(product)}
              className={buttonStyles.icon}
            >
              <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-rose text-rose' : ''}`} />
            </button>
            <button
              type="button"
              aria-label={`Add ${product.name} to cart`}
              aria-haspopup={needsShade ? 'dialog' : undefined}
              disabled={!available}
              onClick={() => (needsShade ? setChoosing(true) : onCart(product))}
              className={`${buttonStyles.icon} disabled:cursor-not-allowed disabled:opacity-40`}
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <ShadeChooser
            product={product}
            onChoose={(color) => onCart(product, color)}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
