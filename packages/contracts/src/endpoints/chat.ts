import { z } from 'zod';
import {
  chatMessage,
  chatSearchQuery,
  chatSearchResult,
  conversation,
  conversationCreateBody,
  conversationPage,
  conversationPageQuery,
  messageSendBody,
  messagesBetweenQuery,
} from '../chat';
import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';

const pair = ['mentor', 'mentee'] as const;

/** Chat between Business Captains and Members (docs/product/api.md, Chat; decision 0017). */
export const chatEndpoints = {
  /** The person's conversations with their unread counts. */
  conversations: endpoint({
    method: 'GET',
    path: '/conversations',
    access: pair,
    response: envelope(z.array(conversation)),
  }),
  /** Opens a conversation with that person, or returns the existing one. */
  open: endpoint({
    method: 'POST',
    path: '/conversations',
    access: pair,
    body: conversationCreateBody,
    response: envelope(conversation),
  }),
  /** Full-text search over the person's messages (one conversation or all). */
  search: endpoint({
    method: 'GET',
    path: '/conversations/search',
    access: pair,
    query: chatSearchQuery,
    response: envelope(z.array(chatSearchResult)),
  }),
  /** The person's messages with ids from one to another (a search hit in its context). */
  between: endpoint({
    method: 'GET',
    path: '/conversations/messages',
    access: pair,
    query: messagesBetweenQuery,
    response: envelope(z.array(chatMessage)),
  }),
  /** A page of a conversation, newest first; reading offset 0 marks it read. */
  page: endpoint({
    method: 'GET',
    path: '/conversations/:id',
    access: pair,
    params: idParam,
    query: conversationPageQuery,
    response: conversationPage,
  }),
  send: endpoint({
    method: 'POST',
    path: '/conversations/:id',
    access: pair,
    params: idParam,
    body: messageSendBody,
    response: envelope(chatMessage),
  }),
};
