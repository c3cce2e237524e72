import { ImportResultSchema } from '@shop/shared/admin/import-schemas';
import { api } from '../../../../lib/api-client';

/**
 * POST /admin/products/import (multipart: `file`, the CSV, and optionally `images`, a zip of
 * pictures). A check (`dryRun`) writes nothing; a real import with errors fails with a 400 whose
 * body carries the same `errors`.
 */
export const importProducts = (form: FormData, dryRun: boolean) =>
  api(`/admin/products/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    body: form,
    answer: ImportResultSchema,
  });
