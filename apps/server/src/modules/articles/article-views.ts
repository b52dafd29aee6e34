import type { Article, ArticleCard, ArticleCategory } from '@keh/contracts';
import type { AppContext } from '../../context';
import { usersRepository } from '../users/users.repository';
import { articlesRepository, type ArticleRow, type CardRow } from './articles.repository';

/** Who is online (the realtime plugin); absent, nobody is. */
export type OnlineCheck = (userId: number) => boolean;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API's shapes of an article: its card, the categories tree, and the whole article. */
export const articleViews = (ctx: Pick<AppContext, 'db'>, online: OnlineCheck) => {
  const repo = articlesRepository(ctx.db);
  const people = usersRepository(ctx.db);

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

  /** The whole article from its row (`articlesRepository.article`): body, category with its subcategories, reactions. */
  async function full(r: ArticleRow, privileged: boolean): Promise<Article> {
    const assigned = privileged ? await people.people(r.assignedMemberIds) : [];
    const card = toCard(r);
    return {
      ...card,
      bg_image: r.bgImage,
      body: r.body ?? { type: 'doc', content: [] },
      category: { ...card.category, sub_categories: r.subCategories },
      public: r.visibility === '1',
      all_members: r.visibility === '2',
      assigned_mentees: assigned.map((m) => ({
        id: m.id,
        first_name: m.firstName,
        last_name: m.lastName,
        avatar: m.avatar,
      })),
      draft: r.status === 'saved',
      liked: r.mine === 'like',
      disliked: r.mine === 'dislike',
      created_at: r.createdAt.toISOString(),
      ban_reason: privileged ? r.banReason : null,
    };
  }

  return { toCard, categories, full };
};
