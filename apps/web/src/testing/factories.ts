import type { CartItem } from '@shop/shared/cart/cart-rules';
import type { Color, Product } from '@shop/shared/catalog/product-schemas';
import type { Review } from '@shop/shared/catalog/review-schemas';
import type { Order, OrderItem } from '@shop/shared/orders/order-schemas';

// The web tests' one source of shop data, in the shared contract's shapes: a test states only
// what its behaviour is about (`aProduct({ inStock: false })`) and the rest is a plausible default.

export const aShade = (over: Partial<Color> = {}): Color => ({
  _id: 'c1',
  name: 'Ruby Owambe',
  code: '#9b111e',
  inStock: true,
  ...over,
});

export const aProduct = (over: Partial<Product> = {}): Product => ({
  _id: 'p1',
  productId: 'GN-SK-007',
  name: 'Shea Serum',
  fullname: 'Glow Naija Shea Butter Serum',
  description: 'Brightening',
  category: 'skincare',
  price: 12500,
  image: '0123456789abcdef0123.webp',
  inStock: true,
  colors: [],
  ...over,
});

/** A line of the stored cart: one serum, no shade. */
export const aCartItem = (over: Partial<CartItem> = {}): CartItem => ({
  productId: 'GN-SK-002',
  name: 'Glow Serum',
  price: 9000,
  image: null,
  quantity: 1,
  color: null,
  ...over,
});

export const aReview = (over: Partial<Review> = {}): Review => ({
  _id: 'r1',
  rating: 4,
  name: 'Amaka N.',
  review: 'Soft on my skin.',
  createdAt: '2026-01-02T10:00:00.000Z',
  productId: 'GN-SK-007',
  verified: true,
  skinType: null,
  photos: [],
  productName: 'Glow Naija Shea Butter Serum',
  ...over,
});

export const anOrderItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  productId: 'GN-MU-001',
  productName: 'Velvet Matte Lipstick',
  productImage: null,
  price: 8500,
  quantity: 2,
  color: { name: 'Ruby Owambe', code: '#9b111e' },
  ...over,
});

/** A paid order of two lipsticks sent by GIG to Ikeja, Lagos (its figures add up). */
export const anOrder = (over: Partial<Order> = {}): Order => ({
  _id: 'o1',
  orderNumber: 'GN-100001',
  createdAt: '2026-03-05T09:30:00.000Z',
  paidAt: '2026-03-05T09:31:00.000Z',
  userId: null,
  name: 'Amaka Nwosu',
  email: 'amaka@example.ng',
  phoneNumber: '08035550142',
  address: '12 Allen Avenue',
  state: 'Lagos',
  city: 'Ikeja',
  items: [anOrderItem()],
  totalItems: 2,
  amount: 24000,
  subtotal: 17000,
  transportOption: 'GIG',
  deliveryName: 'GIG',
  deliveryEta: '1–3 working days',
  transportCost: 7000,
  status: 'paid',
  transactionId: 'ref_1741166940000',
  history: [
    { status: 'pending', at: '2026-03-05T09:30:00.000Z' },
    { status: 'paid', at: '2026-03-05T09:31:00.000Z' },
  ],
  ...over,
});
