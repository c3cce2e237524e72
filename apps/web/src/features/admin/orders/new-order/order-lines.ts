import type { Product } from '@shop/shared/catalog/product-schemas';

/** One line of the order being taken: a product, in a shade when it has shades. */
export type TakenLine = {
  productId: string;
  colorId: string | null;
  name: string;
  shade: string | null;
  price: number;
  quantity: number;
};

const sameLine = (a: Pick<TakenLine, 'productId' | 'colorId'>, b: Pick<TakenLine, 'productId' | 'colorId'>) =>
  a.productId === b.productId && a.colorId === b.colorId;

/** Adds one of the product (in the shade) to the lines: a line already there goes up by one. */
export function addLine(lines: TakenLine[], product: Product, colorId: string | null): TakenLine[] {
  const shade = colorId ? (product.colors.find((c) => c._id === colorId) ?? null) : null;
  const wanted = { productId: product.productId, colorId };
  if (lines.some((l) => sameLine(l, wanted)))
    return lines.map((l) => (sameLine(l, wanted) ? { ...l, quantity: l.quantity + 1 } : l));
  return [
    ...lines,
    { ...wanted, name: product.name, shade: shade?.name ?? null, price: product.price, quantity: 1 },
  ];
}

/** Sets a line's quantity; 0 takes it out. */
export function setQuantity(lines: TakenLine[], index: number, quantity: number): TakenLine[] {
  if (quantity <= 0) return lines.filter((_, i) => i !== index);
  return lines.map((l, i) => (i === index ? { ...l, quantity } : l));
}
