import type { FastifyInstance } from 'fastify';
import { articlesRepository, type VersionValues } from '../modules/articles/articles.repository';
import { articleActivityRepository } from '../modules/articles/article-activity.repository';
import { chatRepository } from '../modules/chat/chat.repository';
import { eventsRepository } from '../modules/events/events.repository';

/** A version's values: a public article in category 1 whose body is its title, unless `v` says otherwise. */
export const versionValues = (v: Partial<VersionValues> & { title: string }): VersionValues => ({
  shortDescription: `${v.title} in short`,
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: v.title }] }] },
  bodyText: v.title,
  categoryId: 1,
  subCategoryId: null,
  tags: ['export'],
  visibility: '1',
  assignedMemberIds: [],
  previewSmallImage: null,
  previewBigImage: null,
  bgImage: null,
  ...v,
});

/** Content of several areas written straight to the database: published articles, private events, chats, likes. */
export function contentMaker(app: FastifyInstance) {
  async function article(ownerId: number, titles: string[]) {
    const repo = articlesRepository(app.db);
    const articleId = await repo.insertArticle(ownerId, 'pending');
    let version = 0;
    for (const title of titles) {
      version = await repo.insertVersion(articleId, versionValues({ title }));
    }
    await repo.setCurrent(articleId, version, 'pending');
    await repo.publish(articleId, version);
    return articleId;
  }

  async function event(ownerId: number, title: string, memberIds: number[]) {
    const repo = eventsRepository(app.db);
    const start = new Date(Date.now() + 86_400_000);
    const eventId = await repo.insert(ownerId, {
      title,
      description: `${title} described`,
      address: 'York',
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      isPrivate: true,
      photo: null,
    });
    await repo.setMembers(eventId, memberIds);
    return eventId;
  }

  async function chat(a: number, b: number, lines: [number, string][]) {
    const repo = chatRepository(app.db);
    const [low, high] = [a, b].sort((x, y) => x - y);
    const c = await repo.ensureConversation('direct', `direct:${low}:${high}`, [a, b]);
    for (const [senderId, body] of lines) await repo.insertMessage({ conversationId: c.id, senderId, body });
    return c.id;
  }
  const like = (articleId: number, userId: number) =>
    articleActivityRepository(app.db).react(articleId, userId, 'like', true);
  return { article, event, chat, like };
}
