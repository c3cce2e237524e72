import { Readable } from 'node:stream';
import { shopStamp } from '@shop/shared/dates/shop-time';
import { koboToNaira } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/orders/order-number';
import type { DbOrTx } from '../../db/client.ts';
import { CSV_BOM, csvRow } from './csv-cells.ts';
import { ordersInRange, type DayRange, type ExportOrder } from './orders-export.repository.ts';

// GET /admin/orders.csv: one line per order line. The order's own figures (discount, delivery,
// total, refunded) are on its first line only, blank on its other lines, so a spreadsheet's sum of
// a column is the sum of the orders' figures (docs/operating.md, "CSV in and out").

const ORDERS_CSV_HEADER = [
  'Order number',
  'Date',
  'Customer',
  'E-mail',
  'Phone',
  'State',
  'LGA',
  'Status',
  'Payment method',
  'Payment channel',
  'Product',
  'Shade',
  'Quantity',
  'Price (₦)',
  'Discount (₦)',
  'Delivery (₦)',
  'Total (₦)',
  'Refunded (₦)',
];

function orderLines(order: ExportOrder): string {
  const shared = [
    formatOrderNumber(order.orderNumber),
    shopStamp(order.createdAt),
    order.name,
    order.email,
    order.phoneNumber,
    order.state,
    order.city,
    order.status,
    order.paymentMethod,
    order.paymentChannel,
  ];
  const totals = [
    koboToNaira(order.discountKobo),
    koboToNaira(order.transportCostKobo),
    koboToNaira(order.amountKobo),
    koboToNaira(order.refundedKobo),
  ];
  const noTotals = totals.map(() => '');
  // An order without lines still gets one, so that its money is in the file.
  if (order.items.length === 0) return csvRow([...shared, '', '', '', '', ...totals]);
  return order.items
    .map((item, index) =>
      csvRow([
        ...shared,
        item.productName,
        item.colorName,
        item.quantity,
        koboToNaira(item.unitPriceKobo),
        ...(index === 0 ? totals : noTotals),
      ]),
    )
    .join('');
}

/** The CSV as a stream: the header, then each batch of orders written as it is read. */
export function ordersCsvStream(db: DbOrTx, range: DayRange): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(ORDERS_CSV_HEADER);
    for await (const batch of ordersInRange(db, range)) yield batch.map(orderLines).join('');
  }
  return Readable.from(lines());
}
