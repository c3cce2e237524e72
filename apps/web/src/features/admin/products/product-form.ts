import type { ZodType } from 'zod';
import { checkFields, type FieldErrors } from '../../../components/form/field-errors';
import { refuseFields } from '../../../components/form/form-outcome';
import type { ProductTextValues } from './product-text-fields';
import { appendShadeImages, type Shade as ImageShade } from './shade-image-inputs';
import { colorStockJson, type Shade } from './stock-fields';
import { colorShadesJson, type ShadeSkin } from './shade-skin-fields';
import { routinePartsJson, type RoutineStepValue } from './routine-fields';
import { isComplexionProduct } from '@shop/shared/products/shade';
import type { Pairing } from './pairing-picker';

/** What the add and edit forms hold when they are sent. */
export type ProductFormInput = {
  values: ProductTextValues;
  /** The product's quantity as typed: empty means "not counted". */
  stock: string;
  image: File | null;
  /** The chosen colours as the server reads them (the add form's JSON, the edit form's list). */
  appendColors: (form: FormData) => void;
  /** The chosen shades with their own quantities and pictures. */
  shades: readonly Shade[];
  shadeStock: Readonly<Record<string, string>>;
  imageShades: readonly ImageShade[];
  shadeFiles: ReadonlyMap<string, File>;
  /** Each shade's skin depth and undertone (a complexion product's only). */
  shadeSkin: ShadeSkin;
  /** A routine's steps in order (none: an ordinary product, decision 60). */
  routineSteps?: readonly RoutineStepValue[];
  /** "Pairs well with", in order (the edit form always sends it, so removing the last one clears it). */
  pairings: readonly Pairing[];
};

/**
 * The add and edit forms' one step before sending: the shared schema the server parses with
 * checks the fields (a wrong one is named by its field and, first of all, in a toast), then the
 * multipart body the server reads is made.
 */
export function productFormData(
  schema: ZodType,
  input: ProductFormInput,
  fallback: string,
): { body: FormData } | { errors: FieldErrors } {
  const checked = checkFields(schema, { ...input.values, stock: input.stock });
  if (!checked.ok) return { errors: refuseFields(checked.errors, fallback) };
  const body = new FormData();
  for (const [key, value] of Object.entries(input.values)) body.append(key, value);
  input.appendColors(body);
  if (input.image) body.append('image', input.image);
  body.append('stock', input.stock.trim());
  if (input.shades.length > 0) body.append('colorStock', colorStockJson(input.shades, input.shadeStock));
  if (input.shades.length > 0 && isComplexionProduct(input.values))
    body.append('colorShades', colorShadesJson(input.shades, input.shadeSkin));
  appendShadeImages(body, input.imageShades, input.shadeFiles);
  const routineParts = routinePartsJson(input.routineSteps ?? []);
  if (routineParts !== undefined) body.append('routineParts', routineParts);
  body.append('pairsWellWith', input.pairings.map((p) => p.productId).join(','));
  return { body };
}
