import {
  ARTICLE_IMAGE_MAX_BYTES,
  ARTICLE_PREVIEW_MAX_BYTES,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  MSG,
  VISIBILITY,
  articleImages,
  sanitizeArticleBody,
  shortDescriptionOf,
  visibilityOf,
  type Article,
  type ArticleDoc,
  type Visibility,
} from '@keh/contracts';
import { IMAGE_TYPES, type FileRule } from '../../lib/file-rules';

/**
 * The article as the creator and editor hold it (docs/product (entities and validation)): what is typed and chosen,
 * with new files as File objects. One shape travels from the editor to the preview page (see
 * publishing-store.ts) and becomes the save payload there (`toSaveFormData`).
 */
export interface EditorValues {
  title: string;
  body: ArticleDoc;
  category_id: number | null;
  sub_category_id: number | null;
  tags: string[];
  /** A new photo (preview_big_image) or background (bg_image); null keeps the stored one. */
  photo: File | null;
  background: File | null;
  visibility: Visibility;
  /** Assigned members (Private only). */
  members: number[];
}

/** What an existing article already has on the server (shown, never sent again). */
export interface StoredImages {
  photo: string | null;
  background: string | null;
  preview: string | null;
}

export const NO_STORED_IMAGES: StoredImages = { photo: null, background: null, preview: null };

export type EditorField = keyof EditorValues | 'preview_small_image';
export type EditorErrors = Partial<Record<EditorField, string>>;

export const emptyDoc = (): ArticleDoc => ({ type: 'doc', content: [] });

export function emptyValues(): EditorValues {
  return {
    title: '',
    body: emptyDoc(),
    category_id: null,
    sub_category_id: null,
    tags: [],
    photo: null,
    background: null,
    visibility: VISIBILITY.public,
    members: [],
  };
}

/** The editor's starting point for a stored article. */
export function valuesOfArticle(article: Article): EditorValues {
  return {
    title: article.title,
    body: sanitizeArticleBody(article.body),
    category_id: article.category.id,
    sub_category_id: article.sub_category?.id ?? null,
    tags: article.tags,
    photo: null,
    background: null,
    visibility: visibilityOf(article),
    members: article.assigned_mentees.map((m) => m.id),
  };
}

export const storedImagesOf = (article: Article): StoredImages => ({
  photo: article.preview_big_image,
  background: article.bg_image,
  preview: article.preview_small_image,
});

// ---------- files (docs/product/validation.md) ----------

/** Photo and background: JPEG or PNG up to 15 MB. */
export const ARTICLE_IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: ARTICLE_IMAGE_MAX_BYTES,
  typeMessage: MSG.imageType,
};
/** The preview page's card image: JPEG or PNG up to 500 KB. */
export const PREVIEW_IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: ARTICLE_PREVIEW_MAX_BYTES,
  typeMessage: MSG.imageType,
};
/** Images inserted into the body (the 'Uh oh!' modal names these three). */
export const EDITOR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
export const isDocumentName = (name: string) =>
  DOCUMENT_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

// ---------- rules ----------

/** Messages per field for the rules the client can check (the server checks them again). */
export function validateValues(
  values: EditorValues,
  stored: StoredImages,
  intent: 'save' | 'publish',
): EditorErrors {
  const errors: EditorErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = MSG.required;
  else if (title.length > ARTICLE_TITLE_MAX) errors.title = MSG.articleTitleTooLong;
  if (!values.category_id) errors.category_id = MSG.articleCategoryRequired;
  if (values.tags.length === 0) errors.tags = MSG.articleTagsRequired;
  else if (values.tags.length > ARTICLE_TAGS_MAX) errors.tags = MSG.articleTagsTooMany;
  else if (values.tags.some((t) => t.length > ARTICLE_TAG_MAX)) errors.tags = MSG.articleTagTooLong;
  if (!values.photo && !stored.photo) errors.photo = MSG.articlePhotoRequired;
  if (!values.background && !stored.background) errors.background = MSG.articleBackgroundRequired;
  if (intent === 'publish' && values.visibility === VISIBILITY.private && values.members.length === 0)
    errors.members = MSG.articleMembersRequired;
  return errors;
}

/** docs/product/validation.md: Save is enabled once title, category, tags, photo and background are set. */
export function missingForSave(values: EditorValues, stored: StoredImages): string[] {
  const missing: string[] = [];
  if (!values.title.trim()) missing.push('a title');
  if (!values.category_id) missing.push('a category');
  if (values.tags.length === 0) missing.push('a tag');
  if (!values.photo && !stored.photo) missing.push('a photo');
  if (!values.background && !stored.background) missing.push('a background');
  return missing;
}

/** "a title, a tag and a photo" */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The server's field names mapped onto the form's (422 `errors`). */
const SERVER_FIELDS: Record<string, EditorField> = {
  title: 'title',
  body: 'body',
  category_id: 'category_id',
  sub_category_id: 'sub_category_id',
  tags: 'tags',
  visibility: 'visibility',
  public: 'visibility',
  all_members: 'visibility',
  assigned_mentees: 'members',
  preview_big_image: 'photo',
  bg_image: 'background',
  preview_small_image: 'preview_small_image',
};

/** Splits a 422's messages into those under a field and the rest. */
export function splitServerErrors(errors: Record<string, string[]>): {
  fields: EditorErrors;
  rest: string[];
} {
  const fields: EditorErrors = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[key] ?? SERVER_FIELDS[key.split('.')[0] ?? ''];
    const first = messages[0];
    if (!first) continue;
    if (field && !fields[field]) fields[field] = first;
    else if (!field) rest.push(...messages);
  }
  return { fields, rest };
}

// ---------- the save payload (docs/product/entities.md) ----------

/** POST mentor/articles(/{id}): multipart, files only when new, members only when Private. */
export function toSaveFormData(
  values: EditorValues,
  options: { draft: boolean; previewImage?: File | null },
): FormData {
  const body = sanitizeArticleBody(values.body);
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('body', JSON.stringify(values.body));
  form.append('short_description', shortDescriptionOf(body));
  if (values.category_id) form.append('category_id', String(values.category_id));
  if (values.sub_category_id) form.append('sub_category_id', String(values.sub_category_id));
  form.append('tags', values.tags.join(','));
  form.append('public', values.visibility === VISIBILITY.public ? '1' : '0');
  form.append('all_members', values.visibility === VISIBILITY.members ? '1' : '0');
  form.append('visibility', values.visibility);
  if (values.visibility === VISIBILITY.private) form.append('assigned_mentees', values.members.join(','));
  form.append('draft', options.draft ? '1' : '0');
  if (values.photo) form.append('preview_big_image', values.photo);
  if (values.background) form.append('bg_image', values.background);
  if (options.previewImage) form.append('preview_small_image', options.previewImage);
  form.append('images', articleImages(body).join(','));
  return form;
}
