import { z } from 'zod';

// A customer's copy of everything the shop holds about them (the NDPA's right of access and
// portability, decision 56): one JSON document, or the same as one CSV.

export const MY_DATA_FORMATS = ['json', 'csv'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];

export const MyDataQuerySchema = z.object({ format: z.enum(MY_DATA_FORMATS).default('json') });

/** The file's name: the shop's, the day, the format (`glow-naija-my-data-2026-11-29.json`). */
export const myDataFileName = (shopName: string, day: string, format: MyDataFormat) =>
  `${
    shopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'shop'
  }-my-data-${day}.${format}`;
