// The ceiling the shop's API is measured against: a bare Fastify route answering a small JSON
// object, in its own process like the shop, on a free loopback port (printed on stdout). And the
// same bare route answering `bytes` bytes, so a call's share can also be read against a ceiling
// that sends as much over loopback as the call does (the load generator's own cost grows with it).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ hello: 'world' }));
const bodies = new Map();
app.get('/ceiling/:bytes', async (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 0, 1_000_000);
  if (!bodies.has(bytes)) bodies.set(bytes, Buffer.alloc(bytes, 'a'));
  return reply.type('application/json').send(bodies.get(bytes));
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
