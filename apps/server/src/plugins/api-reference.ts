import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * `/api/docs`: the OpenAPI document for programs, a browsable reference (Scalar) for people.
 *
 * The page runs under the app's CSP (`script-src 'self'`): it has no inline script. Scalar's
 * standalone bundle and the few lines that start it are both served from here, as files.
 */

/** Whether the client prefers an HTML page to JSON: a browser does; curl, fetch and generators do not. */
export function prefersHtml(accept: string | undefined): boolean {
  const q = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    if (!type) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (!Number.isNaN(value)) q.set(type, Math.max(q.get(type) ?? 0, value));
  }
  // The most specific range that names a type sets its weight (RFC 9110, 12.5.1).
  const weightOf = (type: string) => q.get(type) ?? q.get(`${type.split('/')[0]}/*`) ?? q.get('*/*') ?? 0;
  return weightOf('text/html') > weightOf('application/json');
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Knowledge Exchange Hub API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

/** Starts the reference on the page. Nothing leaves our origin: no fonts, telemetry, proxy or agent. */
const START = `Scalar.createApiReference('#reference', ${JSON.stringify(
  {
    url: '/api/docs/openapi.json',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
  },
  null,
  2,
)});
`;

interface Asset {
  body: string;
  etag: string;
}

const asset = (body: string): Asset => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/**
 * The bundle carries zod, which probes once whether it may compile with `Function('')`. Under our
 * CSP (no 'unsafe-eval') the probe is refused, and reported as a violation although zod catches it;
 * zod's `jitless` setting (its global config, shared through globalThis) skips the probe.
 */
const JITLESS = '(globalThis.__zod_globalConfig ??= {}).jitless = true;\n';

let scalarBundle: Promise<Asset> | undefined;
/**
 * Scalar's standalone bundle, as its Fastify integration ships it (`<prefix>/js/scalar.js`). Read
 * once through a throwaway instance, so the integration's own page (with its inline script) and
 * its other routes never join our route table.
 */
function loadScalarBundle(): Promise<Asset> {
  scalarBundle ??= (async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const source = Fastify({ logger: false });
    try {
      await source.register(scalar, { routePrefix: '/reference', configuration: { content: {} } });
      const res = await source.inject({ method: 'GET', url: '/reference/js/scalar.js' });
      if (res.statusCode !== 200) throw new Error(`Scalar bundle: ${res.statusCode}`);
      return asset(JITLESS + res.body);
    } finally {
      await source.close();
    }
  })();
  scalarBundle.catch(() => (scalarBundle = undefined));
  return scalarBundle;
}

const sendAsset = (req: FastifyRequest, reply: FastifyReply, { body, etag }: Asset) => {
  reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', etag);
  return req.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
};

const hidden = { schema: { hide: true } };

export async function apiReferenceRoutes(app: FastifyInstance) {
  const document = () => app.swagger();
  const start = asset(START);

  app.get('/', hidden, async (req, reply) => {
    reply.header('vary', 'accept');
    if (!prefersHtml(req.headers.accept)) return document();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PAGE);
  });
  app.get('/openapi.json', hidden, async () => document());
  app.get('/scalar.js', hidden, async (req, reply) => sendAsset(req, reply, await loadScalarBundle()));
  app.get('/reference.js', hidden, async (req, reply) => sendAsset(req, reply, start));
}
