import type { Category, Product } from '@shop/shared/catalog/product-schemas';
import { getProducts } from './api/get-products';

export const loadListing = (category: string): Promise<Product[]> => getProducts(category as Category);
