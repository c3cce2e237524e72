import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { LoadFailure } from '../../../components/load-failure';
import { Deferred } from '../../../components/ui/deferred';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PAGE_SIZES } from '../shell/admin-list-params';
import { deleteProduct } from './api/delete-product';
import { useListControls, useTabData } from '../shell/use-admin-lists';
import { useAdminSession } from '../shell/use-admin-session';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { ExportProductsButton } from '../data-exchange/export-products-button';
import { EditProductDialog } from './edit-product-dialog';
import { ListPager } from '../shell/list-pager';
import { ProductAdminCard } from './product-admin-card';

// The import screen loads with the press of its button: most visits to the tab never need it.
const ImportProductsDialog = lazy(() =>
  import('../data-exchange/import-products-dialog').then((m) => ({ default: m.ImportProductsDialog })),
);

const loadError = (error: Error) => (
  <LoadFailure error={error} fallback={messages.admin.productsFetchFailed} words="server" />
);

/**
 * The products tab: a grid a page at a time from the server, which searches name or full name and
 * filters low stock; edit and delete on each card.
 */
export function ProductsPanel() {
  const { list } = useTabData('products');
  const { params, shown, term, setTerm, change, reload, goToPage } = useListControls();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const { hasToken } = useAdminSession();
  const filtered = params.q !== '' || params.lowStock;

  async function remove(product: AdminProduct) {
    setDeleting(null);
    if (!hasToken()) return;
    const id = toast.loading(messages.admin.deleting);
    try {
      await deleteProduct(product._id);
      toast.success(messages.admin.deleted, { id });
      reload();
    } catch {
      toast.error(messages.admin.deleteFailed, { id });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${buttonStyles.secondary} py-2`}
          onClick={() => setImportOpen(true)}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {messages.dataExchange.importButton}
        </button>
        <ExportProductsButton />
      </div>
      <SearchField
        label="Search products"
        placeholder="Search by name or full name"
        value={term}
        onChange={setTerm}
      />
      <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-plum">
        <input
          type="checkbox"
          checked={shown.lowStock}
          onChange={(e) => change({ lowStock: e.target.checked })}
          className="size-5 accent-rose"
        />
        Low stock
      </label>
      <Deferred resolve={list} loading={<Spinner label="Loading products…" />} error={loadError}>
        {({ products, total, lowStockLevel }) => (
          <>
            {products.length === 0 ? (
              <p className="rounded-[12px] bg-nude p-6 text-center">
                {filtered ? messages.admin.noProductsMatching : messages.admin.noProducts}
              </p>
            ) : (
              <>
                <p aria-live="polite" className="text-sm font-semibold">
                  {total} {total === 1 ? 'product' : 'products'}
                </p>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
                  {products.map((p) => (
                    <li key={p._id}>
                      <ProductAdminCard
                        product={p}
                        lowStockLevel={lowStockLevel}
                        onEdit={() => setEditing(p)}
                        onDelete={() => setDeleting(p)}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
            <ListPager
              label="Product pages"
              page={params.page}
              pageSize={PAGE_SIZES.products}
              total={total}
              onPage={goToPage}
            />
          </>
        )}
      </Deferred>
      {deleting && (
        <ConfirmDialog
          title={messages.admin.confirmDelete}
          description={`${deleting.name} (${deleting.productId})`}
          confirmLabel="Delete product"
          danger
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {importOpen && (
        <Suspense fallback={<Spinner label="Loading the import…" />}>
          <ImportProductsDialog
            onClose={() => setImportOpen(false)}
            onImported={() => {
              setImportOpen(false);
              reload();
            }}
          />
        </Suspense>
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
