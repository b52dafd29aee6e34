import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessage,
  chatSearchQuery,
  chatSearchResult,
  conversation,
  conversationCreateBody,
  conversationPage,
  conversationPageQuery,
  envelope,
  idParam,
  messageSendBody,
  messagesBetweenQuery,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { chatService } from './chat.service';

/** Sending is limited per sender (every process counts its own; decision 0017). */
const sendPerSender = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => (req.user ? `chat-sender:${req.user.id}` : req.ip),
};

/** The Chat calls of docs/product/api.md, for Business Captains and Members. */
export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const chat = chatService(app);
  const tags = ['chat'];
  const access = ['mentor', 'mentee'] as const;
  const me = (req: FastifyRequest) => currentUser(req);

  app.get(
    '/conversations',
    {
      schema: { tags, response: { 200: envelope(z.array(conversation)) } },
      config: { httpCache: 'revalidate', access, probe: 'self' },
    },
    async (req) => ({ data: await chat.list(me(req)) }),
  );
  app.post(
    '/conversations',
    {
      schema: { tags, body: conversationCreateBody, response: { 200: envelope(conversation) } },
      config: { access, probe: 'self', rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await chat.open(me(req), req.body.member_id) }),
  );
  app.get(
    '/conversations/search',
    {
      schema: { tags, querystring: chatSearchQuery, response: { 200: envelope(z.array(chatSearchResult)) } },
      config: { access, probe: 'self', rateLimit: limit.searchPerIp },
    },
    async (req) => ({ data: await chat.search(me(req), req.query.query, req.query.conversation) }),
  );
  app.get(
    '/conversations/messages',
    {
      schema: { tags, querystring: messagesBetweenQuery, response: { 200: envelope(z.array(chatMessage)) } },
      config: { access, probe: 'self' },
    },
    async (req) => ({
      data: await chat.between(me(req), req.query.from_message_id, req.query.to_message_id),
    }),
  );
  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        params: idParam,
        querystring: conversationPageQuery,
        response: { 200: conversationPage },
      },
      config: { access, probe: { object: 'conversation', owner: 'member' } },
    },
    async (req) => chat.page(me(req), req.params.id, req.query.limit, req.query.offset),
  );
  app.post(
    '/conversations/:id',
    {
      schema: { tags, params: idParam, body: messageSendBody, response: { 200: envelope(chatMessage) } },
      config: {
        access,
        probe: { object: 'conversation', owner: 'member' },
        rateLimit: sendPerSender,
      },
    },
    async (req) => ({ data: await chat.send(me(req), req.params.id, req.body.body, req.body.client_id) }),
  );
}
