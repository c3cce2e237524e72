import { useState } from 'react';
import { toast } from 'sonner';
import { colorFromText } from '@shop/shared/admin/color-values';
import { ProductUpdateFieldsSchema } from '@shop/shared/admin/product-fields';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { refused } from '../../../components/form/form-outcome';
import { TextField } from '../../../components/form/text-field';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { updateProduct } from '../api/update-product';
import { productFormData } from '../product-form';
import { useAdminSession } from '../use-admin-session';
import { ImagePicker } from './image-picker';
import { ProductTextFields } from './product-text-fields';
import { ShadeImageInputs } from './shade-image-inputs';
import { StockFields, type Shade } from './stock-fields';

const STOCK = [
  { value: 'yes', label: 'yes' },
  { value: 'no', label: 'no' },
] as const;

/** The shades the colour text names, labelled with the product's own names where they are kept. */
function shadesOf(colorText: string, product: AdminProduct): Shade[] {
  const seen = new Set<string>();
  const shades: Shade[] = [];
  for (const raw of colorText.split(/[\s,]+/).filter(Boolean)) {
    const color = colorFromText(raw);
    if (!color || seen.has(color.code)) continue;
    seen.add(color.code);
    const kept = product.colors.find((c) => c.code.toLowerCase() === color.code);
    shades.push({ key: color.code, name: kept?.name ?? color.name });
  }
  return shades;
}

/** The admin's edit modal: colours as text, an optional new image. */
export function EditProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: AdminProduct;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState({
    name: product.name,
    fullname: product.fullname,
    price: String(product.price),
    inStock: product.inStock ? 'yes' : 'no',
    category: product.category as string,
    type: (product.type ?? '') as string,
    description: product.description,
  });
  const [colorText, setColorText] = useState(product.colors.map((c) => c.code).join(', '));
  const [image, setImage] = useState<File | null>(null);
  const [stock, setStock] = useState(product.stock === null ? '' : String(product.stock));
  const [shadeStock, setShadeStock] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      product.colors.map((c) => [c.code.toLowerCase(), c.stock === null ? '' : String(c.stock)]),
    ),
  );
  const shades = shadesOf(colorText, product);
  const imageShades = shades.map((s) => ({
    ...s,
    code: s.key,
    image: product.colors.find((c) => c.code.toLowerCase() === s.key)?.image,
  }));
  const [shadeFiles, setShadeFiles] = useState<Map<string, File>>(new Map());
  const { hasToken, handleExpired } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    if (!hasToken()) return;
    // The colour text is split on commas or spaces.
    const colorValues = colorText.split(/[\s,]+/).filter(Boolean);
    const appendColors = (form: FormData) => {
      if (colorValues.length === 0) form.append('arrayColors', '');
      for (const value of colorValues) form.append('arrayColors', value);
    };
    const input = { values, stock, image, appendColors, shades, shadeStock, imageShades, shadeFiles };
    const checked = productFormData(ProductUpdateFieldsSchema, input, messages.admin.updateFailed);
    if ('errors' in checked) return checked.errors;
    try {
      await updateProduct(product._id, checked.body);
      toast.success(messages.admin.updated);
      onSaved();
    } catch (error) {
      if (handleExpired(error)) return;
      return refused(error, messages.admin.updateFailed, { words: 'server' });
    }
  });

  return (
    <Dialog title={`Edit ${product.name}`} onClose={onClose}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <ProductTextFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          stockOptions={STOCK}
          markRequired
          errors={errors}
        />
        <TextField
          label="colours (names or codes, separated by commas or spaces)"
          value={colorText}
          onChange={(e) => setColorText(e.target.value)}
          placeholder="e.g. crimson, #ffc0cb"
          error={errors.arrayColors}
        />
        <StockFields
          stock={stock}
          error={errors.stock}
          onStockChange={setStock}
          shades={shades}
          shadeStock={shadeStock}
          onShadeStockChange={(key, value) => setShadeStock((s) => ({ ...s, [key]: value }))}
        />
        <ImagePicker label="new image (optional)" file={image} onChange={setImage} />
        <ShadeImageInputs shades={imageShades} files={shadeFiles} onChange={setShadeFiles} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy && <Spinner size={18} label="Saving…" />}
            Save changes
          </button>
        </div>
      </form>
    </Dialog>
  );
}
