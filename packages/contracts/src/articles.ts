import { z } from 'zod';
import { MSG } from './messages';
import { ID_MAX, requiredText, rowIdSchema } from './common';
import { fileSchema } from './signup';
import { articleCategory } from './survey';
import { sanitizeArticleBody, type ArticleDoc } from './article-body';

// ---------- articles and the knowledge base (docs/product (screens, entities, states, validation, permissions, api and limits)) ----------

/** Article list page size (docs/product/limits.md). */
export const ARTICLE_PAGE_SIZE = 20;
export const ARTICLE_PAGE_MAX = 50;
/** List and search totals count up to this many (meta.total; decision 0018): "1000+" beyond. */
export const ARTICLE_TOTAL_CAP = 1000;
export const ARTICLE_TITLE_MAX = 80;
export const ARTICLE_TAGS_MAX = 10;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_SEARCH_MAX = 200;
/** The body as sent (TipTap JSON text). */
export const ARTICLE_BODY_MAX = 500_000;
export const BAN_REASON_MAX = 2000;
/** Photo and background (docs/product/validation.md: 15 MB in the creator). */
export const ARTICLE_IMAGE_MAX_BYTES = 15_000_000;
/** The preview page's small card image (docs/product/validation.md: 500 KB). */
export const ARTICLE_PREVIEW_MAX_BYTES = 500_000;
/** An image or a document inserted into the body (the spec names no size; decision 0018). */
export const EDITOR_IMAGE_MAX_BYTES = 15_000_000;
export const DOCUMENT_MAX_BYTES = 15_000_000;
/** 'More From Knowledge Base': up to 3 from the first 4, excluding the current one (docs/product/limits.md). */
export const MORE_ARTICLES_FETCH = 4;
export const MORE_ARTICLES_SHOWN = 3;

export const ARTICLE_STATUSES = ['published', 'pending', 'banned', 'saved'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** My Articles filters (docs/product/screens.md) and the statuses behind them. */
export const MY_ARTICLE_FILTERS = [
  { value: 'all', label: 'All Articles' },
  { value: 'published', label: 'Published' },
  { value: 'pending', label: 'Pending' },
  { value: 'banned', label: 'Banned' },
  { value: 'saved', label: 'Saved' },
] as const;
export type MyArticleFilter = (typeof MY_ARTICLE_FILTERS)[number]['value'];

/** Visibility values (docs/product/entities.md). */
export const VISIBILITY = { private: '0', public: '1', members: '2', captains: '3' } as const;
export type Visibility = (typeof VISIBILITY)[keyof typeof VISIBILITY];
export const VISIBILITY_VALUES = ['1', '2', '3', '0'] as const satisfies readonly Visibility[];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  '1': 'Public',
  '2': 'All Members',
  '3': 'Business captains',
  '0': 'Private',
};

/**
 * docs/product/entities.md: public true gives '1', else all_members gives '2', else assigned_mentees gives '0'.
 * Business captains ('3') cannot be said with those flags alone, so the payload also carries
 * `visibility`, which wins when present.
 */
export function visibilityOf(a: {
  visibility?: Visibility;
  public?: boolean;
  all_members?: boolean;
}): Visibility {
  if (a.visibility) return a.visibility;
  if (a.public) return VISIBILITY.public;
  if (a.all_members) return VISIBILITY.members;
  return VISIBILITY.private;
}

/** The editor's 'Uh oh!' modal (docs/product/errors.md). */
export const UNSUPPORTED_IMAGE = {
  title: 'Uh oh!',
  text: 'The file you tried to upload is a type we do not understand.',
  hint: 'Supported image formats are JPEG, PNG, and GIF.',
} as const;

/** The knowledge base's empty search result (docs/product/screens.md). */
export const noArticleMatchesText = (term: string) => `Sorry, we couldn't find any matches for "${term}"`;

/** Highlighted matches in search results are wrapped in these two characters (never HTML). */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';
/** Splits a highlighted text into parts the client renders as text or as a mark. */
export function highlightParts(text: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const re = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, 'g');
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    if (m[1]) parts.push({ text: m[1], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.map((p) => ({
    ...p,
    text: p.text.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_END, ''),
  }));
}

/** Tags: entered with Enter or commas, trimmed (docs/product/validation.md); the same tag once. */
export function parseTags(input: string | readonly string[]): string[] {
  const raw = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of raw) {
    const tag = t.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

// ---------- what the client sends ----------

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const flag = z.preprocess(
  (v) => (blank(v) === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true'),
  z.boolean().optional(),
);

/** The body as TipTap JSON (text in a form, an object in JSON), passed through the allow-list. */
export const articleBodySchema = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.length > ARTICLE_BODY_MAX) return Symbol.for('too-long');
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return Symbol.for('bad-json');
      }
    },
    z
      .custom<unknown>((v) => v !== Symbol.for('bad-json'), { error: MSG.articleBodyInvalid })
      .refine((v) => v !== Symbol.for('too-long'), { error: MSG.articleBodyTooLong })
      .refine((v) => typeof v === 'object' && v !== null, { error: MSG.articleBodyInvalid })
      .transform((v): ArticleDoc => sanitizeArticleBody(v)),
  )
  .meta({ type: 'string', description: 'The TipTap JSON document (text in a form; an object in JSON)' });

const tagsSchema = z.preprocess(
  (v) => (v === undefined || v === null ? [] : parseTags(Array.isArray(v) ? v.map(String) : String(v))),
  z
    .array(z.string().max(ARTICLE_TAG_MAX, { error: MSG.articleTagTooLong }))
    .min(1, { error: MSG.articleTagsRequired })
    .max(ARTICLE_TAGS_MAX, { error: MSG.articleTagsTooMany }),
);

const memberIds = z.preprocess(
  (v) =>
    (v === undefined || v === null ? [] : Array.isArray(v) ? v : String(v).split(','))
      .map((x: unknown) => (typeof x === 'string' ? x.trim() : x))
      .filter((x: unknown) => x !== ''),
  z.array(rowIdSchema(MSG.chooseMembers)).max(100),
);

/**
 * POST mentor/articles and mentor/articles/{id} (multipart): the spec's save payload plus
 * `visibility`. `short_description` and `images` are accepted and recomputed from the body (one rule,
 * `shortDescriptionOf`). Photo and background are sent only when new files (docs/product/entities.md).
 */
export const articleSaveBody = z.object({
  title: requiredText(MSG.required).pipe(
    z.string().max(ARTICLE_TITLE_MAX, { error: MSG.articleTitleTooLong }),
  ),
  body: articleBodySchema,
  short_description: z.string().max(ARTICLE_BODY_MAX).optional(),
  category_id: z.preprocess(blank, rowIdSchema(MSG.articleCategoryRequired)),
  sub_category_id: z.preprocess(blank, rowIdSchema(MSG.articleSubCategoryInvalid).optional()),
  tags: tagsSchema,
  public: flag,
  all_members: flag,
  visibility: z.preprocess(
    blank,
    z.enum(VISIBILITY_VALUES, { error: MSG.articleVisibilityInvalid }).optional(),
  ),
  assigned_mentees: memberIds,
  /** 1: save as a draft; 0: send to the moderator. */
  draft: z.preprocess(
    (v) => (blank(v) === undefined ? true : v === true || v === 1 || v === '1' || v === 'true'),
    z.boolean(),
  ),
  preview_big_image: fileSchema.optional(),
  bg_image: fileSchema.optional(),
  preview_small_image: fileSchema.optional(),
  /** The body's images, comma-joined (recomputed from the body; accepted for the spec's payload). */
  images: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ArticleSaveBody = z.input<typeof articleSaveBody>;
export type ArticleSave = z.output<typeof articleSaveBody>;

/** POST mentor/articles/upload_image: form field `image`. */
export const articleImageUploadBody = z.object({ image: fileSchema });
/** POST mentor/articles/upload_file: form field `file`, and the document's name for the link text. */
export const articleFileUploadBody = z.object({ file: fileSchema, name: z.string().max(500).optional() });

const pageFields = {
  limit: z.coerce.number().int().min(1).max(ARTICLE_PAGE_MAX).default(ARTICLE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
};
const filterFields = {
  category: z.preprocess(blank, rowIdSchema().optional()),
  sub_category: z.preprocess(blank, rowIdSchema().optional()),
  tag: z.preprocess(blank, z.string().trim().max(ARTICLE_TAG_MAX).optional()),
};

/** GET articles: the newest published articles the caller may read. */
export const articleListQuery = z.object({ ...pageFields, ...filterFields });
export type ArticleListQuery = z.input<typeof articleListQuery>;

/** GET admin/articles: the moderation queue, a page at a time. */
export const articleQueueQuery = z.object(pageFields);

/** GET articles/search: ranked full-text search (query optional when a filter is given). */
export const articleSearchQuery = z.object({
  query: z.preprocess(blank, z.string().trim().max(ARTICLE_SEARCH_MAX).optional()),
  ...filterFields,
  ...pageFields,
});
export type ArticleSearchQuery = z.input<typeof articleSearchQuery>;

/** GET articles/{id}: `search=1` when opened from search results (accepted; changes nothing). */
export const articleReadQuery = z.object({ search: z.preprocess(blank, z.enum(['0', '1']).optional()) });

/** GET mentor/articles: the author's own, by status and words in the title. */
export const myArticlesQuery = z.object({
  status: z.preprocess(blank, z.enum(['all', ...ARTICLE_STATUSES]).default('all')),
  query: z.preprocess(blank, z.string().trim().max(ARTICLE_SEARCH_MAX).optional()),
  ...pageFields,
});
export type MyArticlesQuery = z.input<typeof myArticlesQuery>;

/** POST admin/articles/{id}/ban: the reason the author receives. */
export const articleBanBody = z.object({
  reason: requiredText(MSG.banReasonRequired).pipe(z.string().max(BAN_REASON_MAX)),
});
export type ArticleBanBody = z.input<typeof articleBanBody>;

// ---------- what the server answers ----------

const named = z.object({ id: z.number().int(), name: z.string() });
export type ArticleCategory = z.infer<typeof articleCategory>;

/** The author card (docs/product/entities.md: owner). */
export const articleOwner = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  location: z.string().nullable(),
  isOnline: z.boolean(),
  is_deleted: z.boolean(),
});

export const reactions = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  liked: z.boolean(),
  disliked: z.boolean(),
});
export type Reactions = z.infer<typeof reactions>;

const assignedMember = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

/** An article card in lists and search results. */
export const articleCard = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  short_description: z.string(),
  preview_small_image: z.string().nullable(),
  preview_big_image: z.string().nullable(),
  category: named,
  sub_category: named.nullable(),
  tags: z.array(z.string()),
  visibility: z.enum(VISIBILITY_VALUES),
  owner: articleOwner,
  likes: z.number().int(),
  dislikes: z.number().int(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** Search only: title and an excerpt with HIGHLIGHT_START/END around the matches. */
  highlight: z.object({ title: z.string(), excerpt: z.string() }).optional(),
  /** My Articles: a published version stays readable while a newer one waits or is a draft. */
  has_live_version: z.boolean(),
});
export type ArticleCard = z.infer<typeof articleCard>;

/** One article (docs/product/entities.md). `assigned_mentees` is shown only to its author and staff. */
export const article = articleCard.omit({ highlight: true }).extend({
  bg_image: z.string().nullable(),
  body: z.custom<ArticleDoc>().meta({ type: 'object', description: 'TipTap JSON (allow-listed)' }),
  category: articleCategory,
  public: z.boolean(),
  all_members: z.boolean(),
  assigned_mentees: z.array(assignedMember),
  draft: z.boolean(),
  liked: z.boolean(),
  disliked: z.boolean(),
  created_at: z.string(),
  /** The latest moderation reason when banned (author and staff only). */
  ban_reason: z.string().nullable(),
});
export type Article = z.infer<typeof article>;

const pageMeta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export const articlePage = z.object({ data: z.array(articleCard), meta: pageMeta });
export type ArticlePage = z.infer<typeof articlePage>;

export const uploadedImage = z.object({ image: z.string() });
export const uploadedFile = z.object({ file: z.string(), name: z.string() });

export const MODERATION_DECISIONS = ['published', 'banned'] as const;
export const moderationDecision = z.object({
  id: z.number().int(),
  decision: z.enum(MODERATION_DECISIONS),
  reason: z.string().nullable(),
  created_at: z.string(),
  moderator: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export type ModerationDecision = z.infer<typeof moderationDecision>;

/** GET admin/article/{id}: the version waiting (or the latest) as it will appear, and its history. */
export const moderatedArticle = article.extend({ decisions: z.array(moderationDecision) });
export type ModeratedArticle = z.infer<typeof moderatedArticle>;
