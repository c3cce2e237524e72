import { Readable } from 'node:stream';
import { shopStamp } from '@shop/shared/dates/shop-time';
import { koboToNaira } from '@shop/shared/money';
import { CHANNEL_LABELS } from '@shop/shared/orders/order-channels';
import type { DbOrTx } from '../../db/client.ts';
import { readCustomers } from '../customers/customers.service.ts';
import { CSV_BOM, csvRow } from './csv-cells.ts';

// GET /admin/customers.csv: one line per customer (decision 45), the most recent buyer first, as
// the customers tab lists them; the other phones and e-mails a person bought with follow theirs.

const CUSTOMERS_CSV_HEADER = [
  'Customer',
  'Phone',
  'E-mail',
  'Other phones',
  'Other e-mails',
  'Orders',
  'Total spent (₦)',
  'First order',
  'Last order',
  'Channels',
  'Customer ID',
];

export function customersCsvStream(db: DbOrTx): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(CUSTOMERS_CSV_HEADER);
    for (const { customer: c } of await readCustomers(db))
      yield csvRow([
        c.name,
        c.phone,
        c.email,
        c.phones.slice(1).join(' '),
        c.emails.slice(1).join(' '),
        c.orders,
        koboToNaira(c.totalSpentKobo),
        shopStamp(new Date(c.firstOrderAt)),
        shopStamp(new Date(c.lastOrderAt)),
        c.channels.map((ch) => CHANNEL_LABELS[ch]).join(', '),
        c.id,
      ]);
  }
  return Readable.from(lines());
}
