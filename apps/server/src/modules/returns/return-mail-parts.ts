/** Who a return's e-mail goes to, and how it is signed (the shop's name, the order's page). */
export type ReturnMailTo = {
  name: string;
  email: string;
  orderNumber: string;
  shopName: string;
  pageUrl: string;
};

/** One return e-mail: greeting, the news, the order's page, the shop's love. */
export const returnMailText = (to: ReturnMailTo, lines: string[]) =>
  [
    `Hello ${to.name},`,
    '',
    ...lines,
    '',
    `See your order and your return: ${to.pageUrl}`,
    '',
    `With love, ${to.shopName}`,
  ].join('\n');
