import { Link } from 'react-router';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import { isComplexionProduct, shadeProfileLabel, type ShadeProfile } from '@shop/shared/products/shade';
import { shadeMessages as m } from '@shop/shared/products/shade-messages';

/**
 * A complexion product's word on her shade (decision 57): the shade chosen for her and a way to
 * change it, none made for her yet, or the way to the finder when she has not taken it.
 */
export function YourShadeNote({
  product,
  mine,
  match,
}: {
  product: Product;
  mine: ShadeProfile | null;
  match: { shade: Color; exact: boolean } | null;
}) {
  if (!isComplexionProduct(product)) return null;
  const finder = `/shade-finder?product=${encodeURIComponent(product.productId)}`;
  const link = (text: string, label?: string) => (
    <Link to={finder} aria-label={label} className="font-semibold text-rose-dark underline">
      {text}
    </Link>
  );
  return (
    <p data-testid="your-shade" className="min-h-11 content-center rounded-[12px] bg-nude px-4 py-2 text-sm">
      {!mine ? (
        link(m.findYourShade)
      ) : match ? (
        <>
          <span className="font-semibold">
            {m.yourShade}: {match.shade.name}
          </span>{' '}
          <span className="text-plum/80">
            ({shadeProfileLabel(mine)}, {match.exact ? m.chosenForYou : m.nearest})
          </span>{' '}
          · {link(m.changeShade, `${m.changeShade} your shade`)}
        </>
      ) : (
        <>
          {m.noShadeForYou(shadeProfileLabel(mine).toLowerCase())}{' '}
          {link(m.retake, `${m.retake} the shade finder`)}
        </>
      )}
    </p>
  );
}
