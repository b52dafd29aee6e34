import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import type { EndpointDef, EndpointRequest } from '@keh/contracts';

/** What only the server knows of a route: its OpenAPI tags, rate limit, caching and probe. */
export interface RouteExtras {
  tags: string[];
  config: Omit<FastifyContextConfig, 'access'>;
  /**
   * Anything the OpenAPI document needs beyond the definition (a description, `consumes`…);
   * its `response` adds answers to the definition's (e.g. a 503).
   */
  schema?: Partial<FastifySchema>;
}

/** What a handler may answer: the definition's body, or the reply it has sent itself (files). */
type Answer<E extends EndpointDef> =
  (E['response'] extends z.ZodType ? z.input<E['response']> : never) | FastifyReply;

export type EndpointHandler<E extends EndpointDef> = (
  req: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<Answer<E>>;

const CONSUMES = {
  json: undefined,
  multipart: ['multipart/form-data'],
  form: ['application/x-www-form-urlencoded'],
};

/** The Fastify schema of a definition: its inputs, its answer, and what it consumes and produces. */
function schemaOf(e: EndpointDef, extras: RouteExtras): FastifySchema {
  const text = e.produces?.startsWith('text/');
  const response = e.response
    ? { [e.status ?? 200]: e.response }
    : text
      ? { 200: z.string().meta({ description: e.produces }) }
      : undefined;
  return {
    tags: extras.tags,
    ...(e.params && { params: e.params }),
    ...(e.query && { querystring: e.query }),
    ...(e.body && { body: e.body }),
    ...(e.encoding && CONSUMES[e.encoding] && { consumes: CONSUMES[e.encoding] }),
    ...(response && { response }),
    ...(e.produces && { produces: [e.produces] }),
    ...extras.schema,
    // Answers beyond the success (a 503 while draining) join the definition's, not replace it.
    ...(response && extras.schema?.response ? { response: { ...response, ...extras.schema.response } } : {}),
  };
}

/**
 * Registers the route of an endpoint definition (decision 0035): its method, path, inputs,
 * answer and access come from `packages/contracts`; the handler and the server's own settings
 * from the module.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: e.method,
    url: e.path,
    schema: schemaOf(e, extras),
    config: { ...extras.config, access: e.access },
    handler: (e.status && e.status !== 200
      ? async (req: FastifyRequest<EndpointRequest<E>>, reply: FastifyReply) => {
          // The definition's success status (201, 202): set once here, not by each handler.
          const answer = await handler(req, reply);
          return answer === reply ? reply : reply.code(e.status!).send(answer);
        }
      : handler) as unknown as RouteHandlerMethod,
  });
}
