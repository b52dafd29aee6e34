import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
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
export async function chatRoutes(app: FastifyInstance) {
  const chat = chatService(app);
  const tags = ['chat'];
  const e = api.chat;
  const me = (req: FastifyRequest) => currentUser(req);
  const ofConversation = { object: 'conversation', owner: 'member' } as const;

  route(app, e.conversations, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) => ({
    data: await chat.list(me(req)),
  }));
  route(app, e.open, { tags, config: { probe: 'self', rateLimit: limit.postPerIp } }, async (req) => ({
    data: await chat.open(me(req), req.body.member_id),
  }));
  route(app, e.search, { tags, config: { probe: 'self', rateLimit: limit.searchPerIp } }, async (req) => ({
    data: await chat.search(me(req), req.query.query, req.query.conversation),
  }));
  route(app, e.between, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await chat.between(me(req), req.query.from_message_id, req.query.to_message_id),
  }));
  route(app, e.page, { tags, config: { probe: ofConversation } }, async (req) =>
    chat.page(me(req), req.params.id, req.query.limit, req.query.offset),
  );
  route(app, e.send, { tags, config: { probe: ofConversation, rateLimit: sendPerSender } }, async (req) => ({
    data: await chat.send(me(req), req.params.id, req.body.body, req.body.client_id),
  }));
}
