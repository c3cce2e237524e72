// The ceiling the shop's API is measured against: a bare Fastify route answering a small JSON
// object, in its own process like the shop, on a free loopback port (printed on stdout).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
