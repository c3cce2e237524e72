import { MAX_ADDRESSES, type Address, type AddressBody } from '@shop/shared/auth/address-schemas';
import { checkDeliveryPlace, type DeliveryPlace } from '@shop/shared/checkout/checkout-rules';
import { messages } from '@shop/shared/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-error.ts';
import {
  clearOtherDefaults,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  lockBook,
  makeNewestDefault,
  toAddress,
  updateAddress,
} from './addresses.repository.ts';

// Every write locks the customer's book first (lockBook), so the limit and the one default hold
// when two tabs save at once; the partial unique index is the last word on the default.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The checkout's own rules: a saved address is always one the checkout accepts. 400 on the first broken. */
function checkedPlace(body: AddressBody): DeliveryPlace {
  const { issues, place } = checkDeliveryPlace(body);
  const [first] = issues;
  if (first || !place) throw badRequest(first?.message ?? messages.checkout.address, first?.field);
  return place;
}

const addressNotFound = () => notFound(messages.auth.addressNotFound);

/** The customer's own book, as the account page and the checkout show it. */
export async function listMyAddresses(db: Database, userId: string): Promise<Address[]> {
  return (await listAddresses(db, userId)).map(toAddress);
}

/** The first address of a book is its default, whatever the flag says: the checkout starts from it. */
export async function addAddress(db: Database, userId: string, body: AddressBody): Promise<Address> {
  const place = checkedPlace(body);
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const held = await countAddresses(tx, userId);
    if (held >= MAX_ADDRESSES) throw badRequest(messages.auth.addressBookFull(MAX_ADDRESSES));
    const isDefault = held === 0 || body.default === true;
    if (isDefault) await clearOtherDefaults(tx, userId, null);
    return toAddress(await insertAddress(tx, userId, place, isDefault));
  });
}

/** `default` left out keeps the address's flag; false on the default leaves the book without one. */
export async function changeAddress(db: Database, userId: string, id: string, body: AddressBody) {
  if (!UUID.test(id)) throw addressNotFound();
  const place = checkedPlace(body);
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const own = await findOwnAddress(tx, userId, id);
    if (!own) throw addressNotFound();
    const isDefault = body.default ?? own.isDefault;
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    return toAddress(await updateAddress(tx, id, place, isDefault));
  });
}

/** Deleting the default hands it to the newest address left. */
export async function removeAddress(db: Database, userId: string, id: string) {
  if (!UUID.test(id)) throw addressNotFound();
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const own = await findOwnAddress(tx, userId, id);
    if (!own) throw addressNotFound();
    await deleteAddress(tx, id);
    if (own.isDefault) await makeNewestDefault(tx, userId);
  });
}
