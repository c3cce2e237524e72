import { useState, type ReactNode } from 'react';
import { PRODUCT_PAGE_IMAGE_SIZES } from '@shop/shared/catalog/image-names';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { catalogMessages } from '@shop/shared/catalog/catalog-messages';
import { formatNgn } from '@shop/shared/money';
import { ProductImage } from '../../../components/ui/product-image';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { whatsappText } from '../../../lib/whatsapp';
import { PriceTag } from '../../../domain/catalog/price-tag';
import { ProductLabel } from './product-label';
import { ProductPurchase } from './product-purchase';
import { RoutineSteps } from './routine-steps';
import { SkinFit } from './skin-fit';
import { YourShadeNote } from './your-shade-note';
import { useMyShade } from '../../../lib/shade/my-shade';
import { shadeFor } from '@shop/shared/products/shade';

/**
 * The top of the product page: picture beside name, price, stock, rating, shades and buttons.
 * The rating summary comes separately (it may arrive after the product) and keeps its own place.
 */
export function ProductDetails({ product, rating }: { product: Product; rating: ReactNode }) {
  const available = isInStock(product.inStock);
  const [chosen, setChosen] = useState<{ productId: string; color: Color } | null>(null);
  // Her shade (decision 57) is chosen for her until she picks another; a sold-out one is only named.
  const mine = useMyShade();
  const match = mine ? shadeFor(product, mine) : null;
  const preselected = match?.shade.inStock ? match.shade : null;
  const current = chosen?.productId === product.productId ? chosen.color : preselected;
  // The chosen shade's own picture when it has one, else the product's (same box, so nothing jumps).
  const shade = current?.image ? current : null;
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <ProductImage
        image={shade?.image ?? product.image}
        alt={shade ? `${product.fullname} in ${shade.name}` : product.fullname}
        width={800}
        height={800}
        priority
        // The picture is the page's largest paint: half the 1280 px column from tablets up.
        sizes={PRODUCT_PAGE_IMAGE_SIZES}
        className="aspect-square w-full rounded-[12px] p-6"
      />
      <div className="space-y-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-rose-dark">{product.name}</p>
          <h1 className="mt-1 font-display text-3xl leading-tight text-plum [overflow-wrap:anywhere] md:text-4xl">
            {product.fullname}
          </h1>
          <PriceTag product={product} format={formatNgn} className="mt-3 text-2xl font-semibold" />
          <p
            className={`mt-2 inline-flex items-center gap-2 text-sm font-semibold ${available ? 'text-leaf' : 'text-alert'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${available ? 'bg-leaf' : 'bg-alert'}`}
            />
            {available ? catalogMessages.inStock : catalogMessages.outOfStock}
          </p>
          <SkinFit product={product} />
        </div>
        {rating}
        <YourShadeNote product={product} mine={mine} match={match} />
        <ProductPurchase
          product={product}
          preselected={preselected}
          onColorChange={(color) => setChosen({ productId: product.productId, color })}
        />
        <RoutineSteps product={product} />
        <WhatsAppLink text={whatsappText.product(product.fullname)} />
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="font-display text-xl">
            Description
          </h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-plum/90">{product.description}</p>
        </section>
        <ProductLabel product={product} />
      </div>
    </div>
  );
}
