import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { PaletteColor } from '@shop/shared/admin/color-palette';
import { messages } from '@shop/shared/messages';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { createProduct } from '../api/admin-products';
import { useAdminSession } from '../use-admin-session';
import { ColorPalettePicker } from './color-palette-picker';
import { ImagePicker } from './image-picker';
import { ProductTextFields, type ProductTextValues } from './product-text-fields';
import { colorStockJson, StockFields } from './stock-fields';
import { ShadeImageInputs, appendShadeImages } from './shade-image-inputs';

const EMPTY: ProductTextValues = {
  name: '',
  fullname: '',
  price: '',
  inStock: 'true',
  category: 'select',
  description: '',
};
const STOCK = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** How a failed add is read: 11000, then the server's message or error, then ours. */
function addFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body.code === 11000) return messages.admin.duplicateProduct;
    if (error.status !== 0 && error.message) return error.message;
  }
  return messages.admin.addFailed;
}

/** The add tab: the product form, sent as multipart; resets after success. */
export function AddProductPanel() {
  const [values, setValues] = useState(EMPTY);
  const [colors, setColors] = useState<PaletteColor[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [stock, setStock] = useState('');
  const [shadeStock, setShadeStock] = useState<Record<string, string>>({});
  const shades = colors.map((c) => ({ key: c.value.toLowerCase(), name: c.label }));
  const [shadeFiles, setShadeFiles] = useState<Map<string, File>>(new Map());
  const imageShades = colors.map((c) => ({ key: c.value, name: c.label, code: c.value }));
  const [resets, setResets] = useState(0);
  const [saving, setSaving] = useState(false);
  const { hasToken, handleExpired } = useAdminSession();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasToken()) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (image) form.append('image', image);
    if (colors.length > 0) form.append('arrayColors', JSON.stringify(colors));
    form.append('stock', stock.trim());
    if (colors.length > 0) form.append('colorStock', colorStockJson(shades, shadeStock));
    appendShadeImages(form, imageShades, shadeFiles);
    setSaving(true);
    const id = toast.loading(messages.admin.adding);
    try {
      await createProduct(form);
      toast.success(messages.admin.added, { id });
      setValues(EMPTY);
      setColors([]);
      setImage(null);
      setStock('');
      setShadeStock({});
      setShadeFiles(new Map());
      setResets((n) => n + 1);
    } catch (error) {
      if (!handleExpired(error, id)) toast.error(addFailure(error), { id });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-[12px] bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <ProductTextFields
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        stockOptions={STOCK}
      />
      <ImagePicker label="image" file={image} onChange={setImage} inputKey={resets} />
      <ColorPalettePicker value={colors} onChange={setColors} />
      <StockFields
        stock={stock}
        onStockChange={setStock}
        shades={shades}
        shadeStock={shadeStock}
        onShadeStockChange={(key, value) => setShadeStock((s) => ({ ...s, [key]: value }))}
      />
      <ShadeImageInputs shades={imageShades} files={shadeFiles} onChange={setShadeFiles} inputKey={resets} />
      <button type="submit" disabled={saving} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {saving && <Spinner size={18} label={messages.admin.adding} />}
        Add product
      </button>
    </form>
  );
}
