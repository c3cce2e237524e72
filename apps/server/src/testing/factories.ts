import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { colors, orderItems, orders, products, reviews, users } from '../db/schema/index.ts';
import { recordCatalogChange } from '../modules/catalog/catalog-change-log.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createSession } from '../modules/auth/sessions.repository.ts';

// Rows for tests, written through the real schema. Each call makes unique names.

type ProductInput = Partial<typeof products.$inferInsert> & {
  colors?: {
    name: string;
    code: string;
    inStock?: boolean;
    image?: string;
    stock?: number | null;
    depth?: string;
    undertone?: string;
  }[];
};

export async function createProduct(db: Database, input: ProductInput = {}) {
  const suffix = randomUUID().slice(0, 8);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .insert(products)
      .values({
        productId: `T-${suffix}`,
        name: `Test Product ${suffix}`,
        fullname: `Glow Naija Test Product ${suffix}`,
        description: 'A product made by a test.',
        category: 'makeup',
        priceKobo: 450_000,
        inStock: true,
        ...input,
      })
      .returning();
    const colorRows = input.colors?.length
      ? await tx
          .insert(colors)
          .values(input.colors.map((c, position) => ({ ...c, position, productId: product!.id })))
          .returning()
      : [];
    await recordCatalogChange(tx, [product!.id]);
    return { ...product!, colorRows };
  });
}

export async function createReview(
  db: Database,
  productUuid: string,
  input: Partial<typeof reviews.$inferInsert> = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ productId: productUuid, rating: 5, name: 'Adaeze Okafor', review: 'Lovely.', ...input })
      .returning();
    await recordCatalogChange(tx, [productUuid]);
    return row!;
  });
}

export async function createUser(
  db: Database,
  input: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const password = input.password ?? 'correct horse battery';
  const [user] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.ng`,
      firstName: 'Ada',
      lastName: 'Obi',
      role: 'user',
      ...input,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const { token } = await createSession(db, user!.id, 1);
  return { user: user!, password, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * An order written straight into the tables, skipping checkout: one of each product, delivered in
 * Benin City, in the given status. For tests of what happens after payment (status changes,
 * reviews by buyers); the money path itself is tested through checkout.
 */
export async function createOrder(
  db: Database,
  input: {
    status: (typeof orders.$inferInsert)['status'];
    items: { id: string; productId: string; name: string; priceKobo: number }[];
    userId?: string | null;
    name?: string;
    email?: string;
  },
): Promise<string> {
  const subtotalKobo = input.items.reduce((sum, p) => sum + p.priceKobo, 0);
  const [row] = await db
    .insert(orders)
    .values({
      reference: `ref_${randomUUID()}`,
      userId: input.userId ?? null,
      name: input.name ?? 'Chioma Eze',
      email: input.email ?? 'chioma@example.ng',
      phoneNumber: '08031234567',
      address: '12 Airport Road',
      state: 'Edo',
      city: 'Oredo',
      transportOption: 'BENIN',
      transportCostKobo: 250_000,
      subtotalKobo,
      amountKobo: subtotalKobo + 250_000,
      status: input.status,
      provider: 'sandbox',
    })
    .returning();
  await db.insert(orderItems).values(
    input.items.map((p) => ({
      orderId: row!.id,
      productId: p.id,
      productCode: p.productId,
      productName: p.name,
      unitPriceKobo: p.priceKobo,
      quantity: 1,
    })),
  );
  return row!.id;
}
