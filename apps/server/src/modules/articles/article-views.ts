import type { Article, ArticleCard, ArticleCategory } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { usersRepository } from '../users/users.repository';
import { articleActivityRepository } from './article-activity.repository';
import { articlesRepository, type CardRow } from './articles.repository';

/** Who is online (the realtime plugin); absent, nobody is. */
export type OnlineCheck = (userId: number) => boolean;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API's shapes of an article: its card, the categories tree, and the whole article. */
export const articleViews = (ctx: Pick<AppContext, 'db'>, online: OnlineCheck) => {
  const repo = articlesRepository(ctx.db);
  const people = usersRepository(ctx.db);
  const activity = articleActivityRepository(ctx.db);

  const toCard = (r: CardRow, highlight?: { title: string; excerpt: string }): ArticleCard => ({
    id: r.id,
    title: r.title,
    status: r.status,
    short_description: r.shortDescription,
    preview_small_image: r.previewSmallImage,
    preview_big_image: r.previewBigImage,
    category: { id: r.categoryId, name: r.categoryName },
    sub_category:
      r.subCategoryId !== null && r.subCategoryName !== null
        ? { id: r.subCategoryId, name: r.subCategoryName }
        : null,
    tags: r.tags,
    visibility: r.visibility,
    owner: {
      id: r.ownerId,
      avatar: r.ownerAvatar,
      first_name: r.ownerFirstName,
      last_name: r.ownerLastName,
      location: r.ownerLocation,
      isOnline: online(r.ownerId),
      is_deleted: r.ownerStatus !== 'active',
    },
    likes: r.likes,
    dislikes: r.dislikes,
    published_at: iso(r.publishedAt),
    updated_at: r.updatedAt.toISOString(),
    has_live_version: r.liveVersionId !== null,
    ...(highlight && { highlight }),
  });

  async function categories(): Promise<ArticleCategory[]> {
    const rows = await repo.categories();
    return rows
      .filter((c) => c.parentId === null)
      .map((c) => ({
        id: c.id,
        name: c.name,
        sub_categories: rows.filter((s) => s.parentId === c.id).map((s) => ({ id: s.id, name: s.name })),
      }));
  }

  /** The whole article from a card row: body, category with its subcategories, reactions. */
  async function full(r: CardRow, viewer: AuthUser | null, privileged: boolean): Promise<Article> {
    const [body, cats, reactions, assigned] = await Promise.all([
      repo.body(r.versionId),
      categories(),
      activity.reactions(r.id, viewer?.id ?? null),
      privileged ? people.people(r.assignedMemberIds) : Promise.resolve([]),
    ]);
    const card = toCard(r);
    return {
      ...card,
      bg_image: r.bgImage,
      body: body ?? { type: 'doc', content: [] },
      category: cats.find((c) => c.id === r.categoryId) ?? { ...card.category, sub_categories: [] },
      public: r.visibility === '1',
      all_members: r.visibility === '2',
      assigned_mentees: assigned.map((m) => ({
        id: m.id,
        first_name: m.firstName,
        last_name: m.lastName,
        avatar: m.avatar,
      })),
      draft: r.status === 'saved',
      likes: reactions.likes,
      dislikes: reactions.dislikes,
      liked: reactions.mine === 'like',
      disliked: reactions.mine === 'dislike',
      created_at: r.createdAt.toISOString(),
      ban_reason: privileged ? r.banReason : null,
    };
  }

  return { toCard, categories, full };
};
