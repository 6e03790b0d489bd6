import Fastify from 'fastify';

// The baseline: the least a Fastify server can do for one GET.
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8282), host: 'localhost' });
