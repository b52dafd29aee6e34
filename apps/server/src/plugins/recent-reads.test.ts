import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { changeFeed } from '../db/changes';
import { recentReads } from '../lib/recent-reads';
import { recentReadsNotes, recentReadsPlugin } from './recent-reads';

describe('the recent-reads plugins on their own', () => {
  it('answers from memory even when nothing before the route waits (the notes exist before it runs)', async () => {
    const app = Fastify();
    app.decorate('recentReads', recentReads(60_000));
    const feed = changeFeed();
    await app.register(recentReadsNotes);
    await app.register(recentReadsPlugin, { databaseUrl: null, changes: feed });
    let calls = 0;
    app.get('/list', { config: { remember: true } }, async () => {
      feed.statement('select "id" from "articles"');
      return { data: ++calls };
    });
    const list = async () => (await app.inject({ method: 'GET', url: '/list' })).json() as { data: number };
    expect(await list()).toEqual({ data: 1 });
    expect(await list()).toEqual({ data: 1 });
    feed.changed(['chat_messages']);
    expect(await list()).toEqual({ data: 1 });
    feed.changed(['articles']);
    expect(await list()).toEqual({ data: 2 });
    await app.close();
  });
});
