// Baseline for the benchmarks: a bare Fastify route answering a JSON body of similar size,
// with no database, auth or plugins.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3901);
const app = Fastify({ logger: false });
const body = {
  data: {
    id: 1,
    type: 'mentor',
    first_name: 'James',
    last_name: 'Whitfield',
    email: 'mentor@example.com',
    location: 'York, North Yorkshire',
    experience: [],
    skills: [],
  },
};
app.get('/bare', async () => body);
await app.listen({ port, host: '127.0.0.1' });
