import type { DbOrTx } from '../../db/client.ts';
import { groupCustomers, type CustomerGroup } from './customer-groups.ts';
import { buyingOrdersDigest, findBuyingOrders } from './customer-orders.repository.ts';

// The customers are computed from the orders (decision 45). Each process keeps the last grouping
// with the digest of the orders it was made from, and makes it again only when the digest read
// now differs: every answer reflects the orders as they are, and a quiet shop's pages do not read
// 20,000 orders each time. The digest is read before the orders, so a change landing in between
// leaves a grouping newer than its digest, which the next call simply makes again.

type Cached = { digest: string; groups: Promise<CustomerGroup[]> };
const cache = new WeakMap<DbOrTx, Cached>();

export async function readCustomerGroups(db: DbOrTx): Promise<CustomerGroup[]> {
  const digest = await buyingOrdersDigest(db);
  const kept = cache.get(db);
  if (kept?.digest === digest) return kept.groups;
  const groups = findBuyingOrders(db).then(groupCustomers);
  cache.set(db, { digest, groups });
  // A failed read is not kept: the next call tries again.
  groups.catch(() => {
    if (cache.get(db)?.groups === groups) cache.delete(db);
  });
  return groups;
}
