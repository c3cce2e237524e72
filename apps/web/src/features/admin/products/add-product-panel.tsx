import { useState } from 'react';
import { toast } from 'sonner';
import type { PaletteColor } from '@shop/shared/admin/color-palette';
import { ProductCreateFieldsSchema } from '@shop/shared/admin/product-fields';
import { DUPLICATE_PRODUCT_CODE } from '@shop/shared/errors';
import { messages } from '@shop/shared/messages';
import { failureText } from '../../../components/failure-text';
import { refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { createProduct } from './api/create-product';
import { productFormData } from './product-form';
import { useAdminSession } from '../shell/use-admin-session';
import { ColorPalettePicker } from './color-palette-picker';
import { ImagePicker } from './image-picker';
import { PairingPicker, type Pairing } from './pairing-picker';
import { ProductLabelFields } from './product-label-fields';
import { RoutineFields, type RoutineStepValue } from './routine-fields';
import { SaleFields } from './sale-fields';
import { ProductSkinFields } from './product-skin-fields';
import { ProductTextFields, type ProductTextValues } from './product-text-fields';
import { ShadeSkinFields, type ShadeSkin } from './shade-skin-fields';
import { StockFields } from './stock-fields';
import { ShadeImageInputs } from './shade-image-inputs';

const EMPTY: ProductTextValues = {
  name: '',
  fullname: '',
  price: '',
  inStock: 'true',
  category: 'select',
  type: '',
  description: '',
  ingredients: '',
  nafdacNumber: '',
  confirmUnsafeIngredients: '',
  finalSale: 'false',
  salePrice: '',
  saleEndsAt: '',
  skinTypes: '',
  concerns: '',
};
const STOCK = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** How a failed add is read: 11000, then the server's message or error, then ours. */
function addFailure(error: unknown): string {
  if (error instanceof ApiError && error.body.code === DUPLICATE_PRODUCT_CODE)
    return messages.admin.duplicateProduct;
  return failureText(error, messages.admin.addFailed, 'server');
}

/** The add tab: the product form, sent as multipart; resets after success. */
export function AddProductPanel() {
  const [values, setValues] = useState(EMPTY);
  const [colors, setColors] = useState<PaletteColor[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [stock, setStock] = useState('');
  const [routineSteps, setRoutineSteps] = useState<RoutineStepValue[]>([]);
  const [shadeSkin, setShadeSkin] = useState<ShadeSkin>({});
  const [shadeStock, setShadeStock] = useState<Record<string, string>>({});
  const shades = colors.map((c) => ({ key: c.value.toLowerCase(), name: c.label }));
  const [shadeFiles, setShadeFiles] = useState<Map<string, File>>(new Map());
  const [pairings, setPairings] = useState<Pairing[]>([]);
  const imageShades = colors.map((c) => ({ key: c.value, name: c.label, code: c.value }));
  const [resets, setResets] = useState(0);
  const { hasToken } = useAdminSession();

  function reset() {
    setValues(EMPTY);
    setColors([]);
    setImage(null);
    setStock('');
    setRoutineSteps([]);
    setShadeStock({});
    setShadeSkin({});
    setShadeFiles(new Map());
    setPairings([]);
    setResets((n) => n + 1);
  }

  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    if (!hasToken()) return;
    const appendColors = (form: FormData) => {
      if (colors.length > 0) form.append('arrayColors', JSON.stringify(colors));
    };
    const input = {
      values,
      stock,
      image,
      appendColors,
      shades,
      shadeStock,
      imageShades,
      shadeFiles,
      shadeSkin,
      routineSteps,
      pairings,
    };
    const checked = productFormData(ProductCreateFieldsSchema, input, messages.admin.addFailed);
    if ('errors' in checked) return checked.errors;
    const toastId = toast.loading(messages.admin.adding);
    try {
      await createProduct(checked.body);
      toast.success(messages.admin.added, { id: toastId });
      reset();
    } catch (error) {
      return refused(error, messages.admin.addFailed, { message: addFailure(error), toastId });
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5 rounded-[12px] bg-white p-4 shadow-sm sm:p-6" noValidate>
      <ProductTextFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        stockOptions={STOCK}
      />
      <ProductLabelFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <SaleFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <RoutineFields steps={routineSteps} onChange={setRoutineSteps} errors={errors} />
      <ProductSkinFields
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      <ImagePicker label="image" file={image} onChange={setImage} inputKey={resets} />
      <ColorPalettePicker value={colors} onChange={setColors} />
      <ShadeSkinFields
        category={values.category}
        type={values.type}
        shades={shades}
        value={shadeSkin}
        onChange={(key, skin) => setShadeSkin((s) => ({ ...s, [key]: skin }))}
      />
      <StockFields
        stock={stock}
        onStockChange={setStock}
        error={errors.stock}
        shades={shades}
        shadeStock={shadeStock}
        onShadeStockChange={(key, value) => setShadeStock((s) => ({ ...s, [key]: value }))}
      />
      <ShadeImageInputs shades={imageShades} files={shadeFiles} onChange={setShadeFiles} inputKey={resets} />
      <PairingPicker value={pairings} onChange={setPairings} error={errors.pairsWellWith} />
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {busy && <Spinner size={18} label={messages.admin.adding} />}
        Add product
      </button>
    </form>
  );
}
