import { useState } from 'react';
import { toast } from 'sonner';
import type { PaletteColor } from '@shop/shared/admin/color-palette';
import { ProductUpdateFieldsSchema } from '@shop/shared/admin/product-fields';
import type { AdminProduct } from '@shop/shared/catalog/product-schemas';
import { messages } from '@shop/shared/messages';
import { refused } from '../../../components/form/form-outcome';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { updateProduct } from './api/update-product';
import { productFormData } from './product-form';
import { useAdminSession } from '../shell/use-admin-session';
import { ColorPalettePicker } from './color-palette-picker';
import { ImagePicker } from './image-picker';
import { PairingPicker, type Pairing } from './pairing-picker';
import { ProductLabelFields } from './product-label-fields';
import { RoutineFields, routineStepsOf, type RoutineStepValue } from './routine-fields';
import { SaleFields, saleValuesOf } from './sale-fields';
import { ProductSkinFields } from './product-skin-fields';
import { ProductTextFields } from './product-text-fields';
import { ShadeImageInputs } from './shade-image-inputs';
import { ShadeSkinFields, type ShadeSkin } from './shade-skin-fields';
import { StockFields, type Shade } from './stock-fields';

const STOCK = [
  { value: 'yes', label: 'yes' },
  { value: 'no', label: 'no' },
] as const;

/** The admin's edit modal: the shades by name and colour (the add form's editor), an optional new image. */
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
    ingredients: product.ingredients ?? '',
    nafdacNumber: product.nafdacNumber ?? '',
    confirmUnsafeIngredients: '',
    finalSale: product.finalSale ? 'true' : 'false',
    // A sale that has ended is shown empty: saving clears it (decision 60).
    ...saleValuesOf(product),
    skinTypes: (product.skinTypes ?? []).join(','),
    concerns: (product.concerns ?? []).join(','),
  });
  const [colors, setColors] = useState<PaletteColor[]>(() =>
    product.colors.map((c) => ({ value: c.code, label: c.name })),
  );
  const [image, setImage] = useState<File | null>(null);
  const [routineSteps, setRoutineSteps] = useState<RoutineStepValue[]>(() => routineStepsOf(product));
  const [stock, setStock] = useState(product.stock === null ? '' : String(product.stock));
  const [shadeSkin, setShadeSkin] = useState<ShadeSkin>(() =>
    Object.fromEntries(
      product.colors.map((c) => [
        c.code.toLowerCase(),
        { depth: c.depth ?? '', undertone: c.undertone ?? '' },
      ]),
    ),
  );
  const [shadeStock, setShadeStock] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      product.colors.map((c) => [c.code.toLowerCase(), c.stock === null ? '' : String(c.stock)]),
    ),
  );
  const shades: Shade[] = colors.map((c) => ({ key: c.value.toLowerCase(), name: c.label }));
  const imageShades = shades.map((s) => ({
    ...s,
    code: s.key,
    image: product.colors.find((c) => c.code.toLowerCase() === s.key)?.image,
  }));
  const [shadeFiles, setShadeFiles] = useState<Map<string, File>>(new Map());
  const [pairings, setPairings] = useState<Pairing[]>(() => [...(product.pairsWellWith ?? [])]);
  const { hasToken } = useAdminSession();
  const { errors, busy, onSubmit } = useFormSubmit(async () => {
    if (!hasToken()) return;
    // The shade editor's list of {value, label}: a kept shade takes the name shown; none clears them.
    const appendColors = (form: FormData) =>
      form.append('arrayColors', colors.length === 0 ? '' : JSON.stringify(colors));
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
    const checked = productFormData(ProductUpdateFieldsSchema, input, messages.admin.updateFailed);
    if ('errors' in checked) return checked.errors;
    try {
      await updateProduct(product._id, checked.body);
      toast.success(messages.admin.updated);
      onSaved();
    } catch (error) {
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
        <RoutineFields steps={routineSteps} onChange={setRoutineSteps} errors={errors} selfId={product._id} />
        <ProductSkinFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        />
        <ColorPalettePicker value={colors} onChange={setColors} />
        {errors.arrayColors && (
          <p role="alert" className="text-sm font-medium text-alert">
            {errors.arrayColors}
          </p>
        )}
        <ShadeSkinFields
          category={values.category}
          type={values.type}
          shades={shades}
          value={shadeSkin}
          onChange={(key, skin) => setShadeSkin((s) => ({ ...s, [key]: skin }))}
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
        <PairingPicker
          value={pairings}
          onChange={setPairings}
          self={product.productId}
          error={errors.pairsWellWith}
        />
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
