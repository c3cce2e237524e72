// The ceiling the shop's API is measured against: a bare Fastify route answering a small JSON
// object, in its own process like the shop, on a free loopback port (printed on stdout). And a
// bare route answering whatever response (headers and bytes) was put at its name, so a call can
// be read against a ceiling that sends exactly its answer: the load generator's own cost depends
// on what it reads (decision 23).
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
app.get('/ceiling', async () => ({ hello: 'world' }));
const answers = new Map();
// { headers, body (base64) }
app.put('/ceiling/:name', async (request) => {
  const { headers, body } = request.body;
  answers.set(request.params.name, { headers, body: Buffer.from(body, 'base64') });
  return { stored: true };
});
app.get('/ceiling/:name', async (request, reply) => {
  const answer = answers.get(request.params.name);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
