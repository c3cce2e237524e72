import { Pencil, Trash2 } from 'lucide-react';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { isLowOnStock, stockLabel } from '@shop/shared/catalog/stock-levels';
import { formatNaira } from '@shop/shared/money';
import { ProductImage } from '../../../components/ui/product-image';

/** One product of the products tab, with its edit and delete buttons. */
export function ProductAdminCard({
  product,
  lowStockLevel,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  /** The shop's low-stock level (its setting), as the products answer gives it. */
  lowStockLevel: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const low = isLowOnStock(product, lowStockLevel);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-sm">
      <ProductImage
        image={product.image}
        alt={product.fullname}
        width={400}
        height={200}
        className="h-[200px] w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs uppercase tracking-wide text-plum/70">
          {product.productId} · {product.category}
        </p>
        <h3 className="font-display text-lg font-semibold">{product.name}</h3>
        <p className="text-sm">{product.fullname}</p>
        <p
          className={`mt-2 self-start rounded-full px-3 py-0.5 text-sm font-semibold ${
            low ? 'bg-alert/10 text-alert' : 'bg-nude text-plum'
          }`}
        >
          {stockLabel(product.stock)}
          {low && ' · Low stock'}
        </p>
        {product.colors.some((c) => c.stock !== null) && (
          <p className="text-sm text-plum/80">
            {product.colors.map((c) => `${c.name}: ${stockLabel(c.stock)}`).join(' · ')}
          </p>
        )}
        <p className="mt-auto pt-2 font-semibold">
          {formatNaira(product.price)}{' '}
          <span className={product.inStock ? 'text-leaf' : 'text-alert'}>
            · {product.inStock ? 'in stock' : 'out of stock'}
          </span>
        </p>
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${product.name}`}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-plum px-4 py-2 text-sm font-semibold text-ivory hover:bg-plum-soft"
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${product.name}`}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border-2 border-alert px-4 py-2 text-sm font-semibold text-alert hover:bg-alert hover:text-white"
          >
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </button>
        </div>
      </div>
    </article>
  );
}
