import type { FastifyInstance } from 'fastify';
import type { ProbeCaller } from '../../plugins/auth';
import { articlesRepository } from '../../modules/articles/articles.repository';
import { eventsRepository } from '../../modules/events/events.repository';
import type { Made } from './objects';

// The knowledge base's and the events' objects for the probe, written straight to the database.

/** An event a day ahead, written straight to the database, and a body the save calls accept. */
export async function makeEvent(app: FastifyInstance, ownerId: number, isPrivate: boolean): Promise<Made> {
  const start = Math.floor(Date.now() / 60_000 + 24 * 60) * 60;
  const id = await eventsRepository(app.db).insert(ownerId, {
    title: 'Probe event',
    description: 'Probe',
    address: 'York',
    startsAt: new Date(start * 1000),
    endsAt: new Date((start + 3600) * 1000),
    isPrivate,
    photo: null,
  });
  return { id, body: eventFields(start) };
}

/** The fields of a public one-hour event starting at `start` (Unix seconds), as the save calls take them. */
export function eventFields(start: number): Record<string, string> {
  return {
    event_title: 'Probe event',
    event_description: 'Probe',
    event_address: 'York',
    event_start_time: String(start),
    event_end_time: String(start + 3600),
    type_of_event: '0',
  };
}

/** A body every article call accepts (JSON: the probe sends no files; the stored images count). */
const articleBody = {
  title: 'Probe article',
  body: {
    type: 'doc' as const,
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Probe text' }] }],
  },
  category_id: 1,
  tags: 'probe',
  visibility: '1',
  draft: '1',
  reason: 'Probe reason',
};

/** Articles written straight to the database: published (public), a draft, one waiting for a moderator. */
export function articleMakers(app: FastifyInstance, authorOf: (owner: ProbeCaller | undefined) => number) {
  const repo = articlesRepository(app.db);
  async function make(
    owner: ProbeCaller | undefined,
    status: 'published' | 'saved' | 'pending',
  ): Promise<Made> {
    const id = await repo.insertArticle(authorOf(owner), status === 'published' ? 'pending' : status);
    const text = 'Probe text';
    const version = await repo.insertVersion(id, {
      title: 'Probe article',
      shortDescription: text,
      body: articleBody.body,
      bodyText: text,
      categoryId: 1,
      subCategoryId: null,
      tags: ['probe'],
      visibility: '1',
      assignedMemberIds: [],
      previewSmallImage: null,
      previewBigImage: '/uploads/images/00000000000000000000000000000000.jpg',
      bgImage: '/uploads/images/00000000000000000000000000000000.jpg',
    });
    await repo.setCurrent(id, version, status === 'published' ? 'pending' : status);
    if (status === 'published') await repo.publish(id, version);
    return { id, body: articleBody };
  }
  return {
    article: (owner?: ProbeCaller) => make(owner, 'published'),
    draftArticle: (owner?: ProbeCaller) => make(owner, 'saved'),
    pendingArticle: (owner?: ProbeCaller) => make(owner, 'pending'),
  };
}
