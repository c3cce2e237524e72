import { z } from 'zod';
import type { Naira } from './money.ts';

/**
 * Every amount of money in the API's requests and answers: naira, as the spec writes them
 * (4500.5 is ₦4,500.50), never kobo. The server turns it into whole kobo at its edge and keeps
 * kobo inside (the database, the payment provider); the browser shows naira and asks the popup
 * for kobo itself. Refine it where a field asks more (a whole number, a positive one).
 */
export const nairaAmount = z.number() satisfies z.ZodType<Naira>;
