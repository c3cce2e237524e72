import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { PaletteColor } from '@shop/shared/admin/color-palette';
import { ProductCreateFieldsSchema } from '@shop/shared/admin/product-fields';
import { messages } from '@shop/shared/messages';
import { checkFields, type FieldErrors } from '../../../components/form/field-errors';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { AdminActionResult } from '../admin-action';
import { useAdminSession } from '../use-admin-session';
import { serverFieldError, useAdminAction } from '../use-admin-action';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [colors, setColors] = useState<PaletteColor[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [stock, setStock] = useState('');
  const [shadeStock, setShadeStock] = useState<Record<string, string>>({});
  const shades = colors.map((c) => ({ key: c.value.toLowerCase(), name: c.label }));
  const [shadeFiles, setShadeFiles] = useState<Map<string, File>>(new Map());
  const imageShades = colors.map((c) => ({ key: c.value, name: c.label, code: c.value }));
  const [resets, setResets] = useState(0);
  const [toastId, setToastId] = useState<string | number | undefined>(undefined);
  const { hasToken, handleExpired } = useAdminSession();
  const { send, busy } = useAdminAction((result: AdminActionResult) => {
    if (result.ok) {
      toast.success(messages.admin.added, { id: toastId });
      setValues(EMPTY);
      setColors([]);
      setImage(null);
      setStock('');
      setShadeStock({});
      setShadeFiles(new Map());
      setResets((n) => n + 1);
    } else if (!handleExpired(result.error, toastId)) {
      setErrors(serverFieldError(result.error));
      toast.error(addFailure(result.error), { id: toastId });
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!hasToken()) return;
    // The shared schema the server parses with: a wrong field is named by the field and in a toast.
    const checked = checkFields(ProductCreateFieldsSchema, { ...values, stock });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0] ?? messages.admin.addFailed);
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (image) form.append('image', image);
    if (colors.length > 0) form.append('arrayColors', JSON.stringify(colors));
    form.append('stock', stock.trim());
    if (colors.length > 0) form.append('colorStock', colorStockJson(shades, shadeStock));
    appendShadeImages(form, imageShades, shadeFiles);
    setToastId(toast.loading(messages.admin.adding));
    send('create-product', form);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-[12px] bg-white p-4 shadow-sm sm:p-6"
      noValidate
    >
      <ProductTextFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        stockOptions={STOCK}
      />
      <ImagePicker label="image" file={image} onChange={setImage} inputKey={resets} />
      <ColorPalettePicker value={colors} onChange={setColors} />
      <StockFields
        stock={stock}
        onStockChange={setStock}
        error={errors.stock}
        shades={shades}
        shadeStock={shadeStock}
        onShadeStockChange={(key, value) => setShadeStock((s) => ({ ...s, [key]: value }))}
      />
      <ShadeImageInputs shades={imageShades} files={shadeFiles} onChange={setShadeFiles} inputKey={resets} />
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {busy && <Spinner size={18} label={messages.admin.adding} />}
        Add product
      </button>
    </form>
  );
}
