import { formatNaira } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order-schemas';
import { A4, newPdf, pdfBytes } from './pdf-document.ts';
import { addressLines, amountToCollect, lineName } from './order-paper-lines.ts';
import { orderDeliveryName } from '@shop/shared/orders/delivery-name';
import { shopDateTime } from '@shop/shared/dates/shop-time';

const CHANNELS: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  bank: 'Bank',
};

function paidBy(order: Order): string {
  if (order.payOnDelivery) {
    return amountToCollect(order) > 0
      ? `Pay on delivery: ${formatNaira(amountToCollect(order))} to pay the rider`
      : 'Pay on delivery: paid to the rider';
  }
  const channel = order.paymentChannel
    ? (CHANNELS[order.paymentChannel] ?? order.paymentChannel)
    : 'Paystack';
  return `Paid online (${channel})${order.paidAt ? ` on ${shopDateTime(order.paidAt)}` : ''}`;
}

/** The customer's receipt: an A4 page they keep or send on WhatsApp. */
export async function receiptPdf(
  order: Order,
  shop: { name: string; email: string; phone: string },
): Promise<Buffer> {
  const doc = newPdf({ title: `Receipt ${order.orderNumber}`, size: A4, margin: 56 });
  doc.addPage();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountAt = right - 120;
  const row = (label: string, amount: string, font: 'body' | 'bold' = 'body') => {
    const y = doc.y;
    doc.font(font).text(label, left, y, { width: amountAt - left - 10 });
    const after = doc.y;
    doc.text(amount, amountAt, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };

  doc.font('bold').fontSize(22).text(shop.name);
  doc.font('body').fontSize(10).text(`${shop.email} · ${shop.phone}`);
  doc.moveDown();
  doc.font('bold').fontSize(16).text(`Receipt for order ${order.orderNumber}`);
  doc
    .font('body')
    .fontSize(11)
    .text(`Ordered ${shopDateTime(order.createdAt)}`);
  doc.moveDown();
  doc.font('bold').text('Delivered to');
  doc.font('body');
  for (const line of addressLines(order)) doc.text(line);
  doc.text(order.phoneNumber);
  doc.moveDown();
  for (const item of order.items) {
    row(`${item.quantity} × ${lineName(item)}`, formatNaira(item.price * item.quantity));
  }
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .stroke('#999999');
  doc.moveDown(0.6);
  row('Subtotal', formatNaira(order.subtotal));
  if (order.discount) row(`Discount (${order.discount.code})`, `-${formatNaira(order.discount.amount)}`);
  row(`Delivery (${orderDeliveryName(order)})`, formatNaira(order.transportCost));
  row('Total', formatNaira(order.amount), 'bold');
  if (order.refunded) row('Refunded', `-${formatNaira(order.refunded)}`);
  doc.moveDown();
  doc.font('body').text(paidBy(order));
  doc.moveDown(2);
  doc.fontSize(10).text(`Thank you for shopping with ${shop.name}.`);
  return pdfBytes(doc);
}
