/** The wa.me address that opens a chat with `number` (234…) with `text` already typed. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** What the shopper's first message says, so the shop knows at once what she is asking about. */
export const whatsappText = {
  shop: (shopName: string) => `Hello ${shopName}, I have a question.`,
  product: (productName: string) => `Hello, I have a question about ${productName}.`,
  cart: (shopName: string) => `Hello ${shopName}, I need help with my cart.`,
  order: (orderNumber: string) => `Hello, I have a question about my order ${orderNumber}.`,
};
