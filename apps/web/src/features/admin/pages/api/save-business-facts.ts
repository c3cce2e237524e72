import { BusinessFactsSchema, type BusinessFacts } from '@shop/shared/trust-pages/trust-page-schemas';
import { api } from '../../../../lib/api-client';

/** PUT /admin/business: the registered details the about page shows. */
export const saveBusinessFacts = (facts: BusinessFacts) =>
  api('/admin/business', { method: 'PUT', body: facts, answer: BusinessFactsSchema });
