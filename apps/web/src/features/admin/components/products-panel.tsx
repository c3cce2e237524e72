import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_PRODUCT_SEARCH_FIELDS, matchesSearch } from '@shop/shared/catalog/search';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { isLowOnStock } from '@shop/shared/catalog/stock-levels';
import { messages } from '@shop/shared/messages';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { deleteProduct, getAllProducts } from '../api/admin-products';
import { useAdminList } from '../use-admin-list';
import { useAdminSession } from '../use-admin-session';
import { SearchField } from '../../../components/ui/search-field';
import { EditProductDialog } from './edit-product-dialog';
import { ProductAdminCard } from './product-admin-card';

/** The products tab: a searchable grid (name or full name) with edit and delete on each card. */
export function ProductsPanel() {
  const { state, reload } = useAdminList(getAllProducts);
  const [term, setTerm] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const { hasToken, handleExpired } = useAdminSession();

  async function remove(product: AdminProduct) {
    if (!hasToken() || !window.confirm(messages.admin.confirmDelete)) return;
    const id = toast.loading(messages.admin.deleting);
    try {
      await deleteProduct(product._id);
      toast.success(messages.admin.deleted, { id });
      reload();
    } catch (error) {
      if (!handleExpired(error, id)) toast.error(messages.admin.deleteFailed, { id });
    }
  }

  if (state.status === 'loading') return <Spinner label="Loading products…" />;
  if (state.status === 'error') {
    const text = state.error instanceof ApiError && state.error.status !== 0 ? state.error.message : '';
    return <p className="text-alert">{text || messages.admin.productsFetchFailed}</p>;
  }
  const found = state.data.filter(
    (p) => matchesSearch(p, term, ADMIN_PRODUCT_SEARCH_FIELDS) && (!lowOnly || isLowOnStock(p)),
  );
  return (
    <div className="space-y-4">
      <SearchField
        label="Search products"
        placeholder="Search by name or full name"
        value={term}
        onChange={setTerm}
      />
      <label className="inline-flex items-center gap-2 font-semibold text-plum">
        <input
          type="checkbox"
          checked={lowOnly}
          onChange={(e) => setLowOnly(e.target.checked)}
          className="size-5 accent-rose"
        />
        Low stock
      </label>
      {found.length === 0 ? (
        <p className="rounded-[12px] bg-nude p-6 text-center">
          {state.data.length === 0 || (term.trim() === '' && !lowOnly)
            ? messages.admin.noProducts
            : messages.admin.noProductsMatching}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {found.map((p) => (
            <li key={p._id}>
              <ProductAdminCard product={p} onEdit={() => setEditing(p)} onDelete={() => void remove(p)} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EditProductDialog
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
