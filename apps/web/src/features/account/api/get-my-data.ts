import type { MyDataFormat } from '@shop/shared/auth/my-data-schemas';
import { apiFile } from '../../../lib/api-client';

/** GET /auth/my-data: everything the shop holds about the signed-in customer, as a file. */
export const getMyData = (format: MyDataFormat) => apiFile(`/auth/my-data?format=${format}`);
