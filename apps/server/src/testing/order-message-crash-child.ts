// A shop process's order-message worker, SIGKILLed by modules/order-messages/order-message-crash.test.ts
// the moment WhatsApp's stand-in has accepted its message, before the answer arrives. Run with
// DATABASE_URL and the WHATSAPP_ variables; never part of the shop.
import type { FastifyBaseLogger } from 'fastify';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { deliverDueOrderMessages } from '../modules/order-messages/order-message-worker.ts';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const config = parseConfig({ ...process.env, NODE_ENV: 'test', SCRYPT_COST: '12' });
const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: null });
await deliverDueOrderMessages({ db, config, log: quiet });
