import { afterAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, REALTIME_PATH, type ChatMessage, type Conversation } from '@keh/contracts';
import { call } from './app';
import { usersRepository } from '../modules/users/users.repository';

/** The address a listening app answers on. */
export function urlOf(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Real Socket.IO clients (websocket, no reconnection), all disconnected after the file's tests. */
export function socketClients() {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });
  return (url: string, token: string | undefined) => {
    const s = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
    });
    sockets.push(s);
    return s;
  };
}

/** Connected and in its rooms. */
export const ready = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('ready', () => resolve());
    s.once('connect_error', reject);
  });

export const next = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** The first message event with this body. */
export const arrivalOf = (s: Socket, body: string, ms = 10_000) =>
  new Promise<ChatMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message "${body}" within ${ms} ms`)), ms);
    const on = (m: ChatMessage) => {
      if (m.body !== body) return;
      clearTimeout(timer);
      s.off(CHAT_EVENTS.message, on);
      resolve(m);
    };
    s.on(CHAT_EVENTS.message, on);
  });

/** How the server ended the socket, or null when it is still connected after `ms`. */
export const ended = (s: Socket, ms = 2000) =>
  new Promise<string | null>((resolve) => {
    if (!s.connected) return resolve('already');
    const timer = setTimeout(() => {
      s.off('disconnect', on);
      resolve(null);
    }, ms);
    const on = (reason: string) => {
      clearTimeout(timer);
      resolve(reason);
    };
    s.once('disconnect', on);
  });

/** The presence events a socket hears from now on. */
export function presenceOf(s: Socket) {
  const heard: { user_id: number; online: boolean }[] = [];
  s.on(CHAT_EVENTS.online, (e: { user_id: number; online: boolean }) => heard.push(e));
  return heard;
}

export const conversations = async (app: FastifyInstance, token: string) =>
  (await call(app, { method: 'GET', url: '/api/conversations', token })).body.data as Conversation[];

/** A direct conversation between the caller and that person (created, or the existing one). */
export const conversationWith = async (app: FastifyInstance, token: string, memberId: number) =>
  (await call(app, { method: 'POST', url: '/api/conversations', token, payload: { member_id: memberId } }))
    .body.data as Conversation;

export const idOf = async (app: FastifyInstance, email: string) =>
  (await usersRepository(app.db).findByEmail(email))!.id;
