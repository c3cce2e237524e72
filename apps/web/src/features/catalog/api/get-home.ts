import type { HomeProducts } from '@shop/shared/catalog/storefront-schemas';
import { api } from '../../../lib/api-client';

/** GET /product/home: the products the home page shows (4 per category and the 4 best rated). */
export const getHome = () => api<HomeProducts>('/product/home', { auth: false });
