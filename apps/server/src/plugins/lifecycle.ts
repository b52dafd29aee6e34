import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether the process is going away (SIGTERM): readiness answers 503 while it still serves. */
export interface Lifecycle {
  readonly draining: boolean;
  /** From now on `/api/ready` answers 503; the process keeps serving until it is closed. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(async function lifecyclePlugin(app: FastifyInstance) {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Lifecycle);
  // While draining, every answer closes its connection: a balancer keeping connections open to this
  // process (nginx's keepalive) opens a new one for its next request, which is refused once the
  // process stops listening and goes to another process — instead of being sent down a kept
  // connection the process is closing (a POST nginx may not retry elsewhere).
  app.addHook('onRequest', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});
