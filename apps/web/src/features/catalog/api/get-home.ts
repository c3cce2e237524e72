import type { HomeProducts } from '@shop/shared/catalog/storefront-schemas';
import { api } from '../../../lib/api-client';
import { list, outline } from '../../../lib/answer-outline';

/** GET /product/home: the products the home page shows (4 per category and the 4 best rated). */
export const getHome = () =>
  api('/product/home', {
    auth: false,
    answer: outline<HomeProducts>({ skincare: list, makeup: list, topRated: list }),
  });
