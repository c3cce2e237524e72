import type { Order } from '@shop/shared/orders/order-schemas';
import { A4, newPdf, pdfBytes, ROLL_WIDTH, type Pdf, type PaperSize } from './pdf-document.ts';
import { addressLines, collectLine, lineName } from './order-paper-lines.ts';
import { orderDeliveryName } from '@shop/shared/orders/delivery-name';
import { shopDateTime } from '@shop/shared/dates/shop-time';

/** One order's slip from the document's current position: what the packer packs and the rider needs. */
function drawSlip(doc: Pdf, order: Order, shopName: string, narrow: boolean) {
  const big = narrow ? 16 : 26;
  const body = narrow ? 8.5 : 11;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('bold').fontSize(body).text(`${shopName} · Packing slip`);
  doc.font('bold').fontSize(big).text(order.orderNumber);
  doc.font('body').fontSize(body).text(shopDateTime(order.createdAt));
  doc.moveDown(0.6);
  doc.font('bold').text('Deliver to');
  doc.font('body');
  for (const line of addressLines(order)) doc.text(line);
  doc.font('bold').text(`Phone: ${order.phoneNumber}`);
  doc.font('body').text(`Delivery: ${orderDeliveryName(order)}`);
  doc.moveDown(0.6);
  doc.font('bold').text(`Items (${order.totalItems})`);
  doc.font('body');
  for (const item of order.items) {
    doc.text(`☐ ${item.quantity} × ${lineName(item)}`, { width });
  }
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(narrow ? 11 : 15)
    .text(collectLine(order), { width });
  doc.font('body').fontSize(body);
}

/** Height of an 80 mm slip: the roll is cut after it, so the page is as long as its lines. */
const rollHeight = (order: Order) => 210 + order.items.length * 28 + order.address.length / 2;

/**
 * Packing slips as one PDF, one order a page: A4 (a page each) or an 80 mm receipt roll.
 */
export async function packingSlipsPdf(orders: Order[], shopName: string, size: PaperSize): Promise<Buffer> {
  const narrow = size === '80mm';
  const title =
    orders.length === 1 ? `Packing slip ${orders[0]!.orderNumber}` : `Packing slips (${orders.length})`;
  const doc = newPdf({ title, size: A4, margin: narrow ? 10 : 48 });
  for (const order of orders) {
    doc.addPage(narrow ? { size: [ROLL_WIDTH, rollHeight(order)], margin: 10 } : { size: A4, margin: 48 });
    drawSlip(doc, order, shopName, narrow);
  }
  return pdfBytes(doc);
}
