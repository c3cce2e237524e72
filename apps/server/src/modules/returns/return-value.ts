// What returned goods are worth (decision 52). The delivery fee is never given back: the goods
// travelled. A code's discount is shared over the order's lines by their price, so a return gives
// back what those lines were really paid. Store credit the order spent is given back as credit,
// never as money: the share of the value it paid for.

type PaidOrder = { subtotalKobo: number; discountKobo: number; storeCreditKobo: number };

/** The returned lines' price less their share of the code's discount, whole kobo (rounded down). */
export function returnValueKobo(order: PaidOrder, lines: { unitPriceKobo: number; quantity: number }[]) {
  const listKobo = lines.reduce((sum, l) => sum + l.unitPriceKobo * l.quantity, 0);
  if (order.subtotalKobo <= 0) return 0;
  const goodsKobo = Math.max(0, order.subtotalKobo - order.discountKobo);
  return Math.floor((listKobo * goodsKobo) / order.subtotalKobo);
}

/** The value split into money (refunded) and the part the order paid with store credit (credited back). */
export function splitReturnValue(order: PaidOrder, valueKobo: number) {
  const goodsKobo = Math.max(0, order.subtotalKobo - order.discountKobo);
  if (goodsKobo === 0 || order.storeCreditKobo === 0) return { moneyKobo: valueKobo, creditKobo: 0 };
  const creditKobo = Math.min(valueKobo, Math.ceil((valueKobo * order.storeCreditKobo) / goodsKobo));
  return { moneyKobo: valueKobo - creditKobo, creditKobo };
}
