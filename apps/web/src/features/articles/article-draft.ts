import { useEffect, useState } from 'react';
import { STORAGE_KEYS, sanitizeArticleBody, type ArticleDoc } from '@keh/contracts';
import { readJson, removeKey, writeJson } from '../../lib/storage';
import type { EditorValues } from './editor-form';

/**
 * The article being written, kept in localStorage (docs/product/limits.md): the current article (null in
 * the creator), category, sub-category, title, body and tags, never files. Saved with a 500 ms
 * debounce, restored when the creator (or the same article's editor) opens again, cleared after
 * the article is created or updated.
 */
export interface ArticleDraft {
  article_id: number | null;
  category_id: number | null;
  sub_category_id: number | null;
  title: string;
  body: ArticleDoc;
  tags: string[];
  /** When it was written (ISO): an editor restores it only when newer than the stored article. */
  saved_at: string;
}

export const DRAFT_DEBOUNCE_MS = 500;

const idOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** The stored draft, checked field by field (anything odd is dropped). */
export function readArticleDraft(): ArticleDraft | null {
  const raw = readJson<Record<string, unknown>>(STORAGE_KEYS.articleDraft);
  if (!raw || typeof raw !== 'object') return null;
  return {
    article_id: idOrNull(raw.article_id),
    category_id: idOrNull(raw.category_id),
    sub_category_id: idOrNull(raw.sub_category_id),
    title: typeof raw.title === 'string' ? raw.title : '',
    body: sanitizeArticleBody(raw.body),
    tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string') : [],
    saved_at: typeof raw.saved_at === 'string' ? raw.saved_at : new Date(0).toISOString(),
  };
}

export function writeArticleDraft(articleId: number | null, values: EditorValues): void {
  const draft: ArticleDraft = {
    article_id: articleId,
    category_id: values.category_id,
    sub_category_id: values.sub_category_id,
    title: values.title,
    body: values.body,
    tags: values.tags,
    saved_at: new Date().toISOString(),
  };
  writeJson(STORAGE_KEYS.articleDraft, draft);
}

export function clearArticleDraft(): void {
  removeKey(STORAGE_KEYS.articleDraft);
}

/** Whether a draft holds anything worth restoring. */
export const draftHasContent = (d: ArticleDraft) =>
  Boolean(d.title.trim() || d.body.content.length || d.tags.length || d.category_id);

/** The draft for this screen: the creator's (article_id null) or this article's, else null. */
export function draftFor(articleId: number | null, storedUpdatedAt?: string): ArticleDraft | null {
  const draft = readArticleDraft();
  if (!draft || draft.article_id !== articleId || !draftHasContent(draft)) return null;
  if (storedUpdatedAt && Date.parse(draft.saved_at) <= Date.parse(storedUpdatedAt)) return null;
  return draft;
}

/** Merges a draft's fields into the editor's values (files and visibility are not in drafts). */
export function withDraft(values: EditorValues, draft: ArticleDraft): EditorValues {
  return {
    ...values,
    title: draft.title,
    body: draft.body,
    category_id: draft.category_id,
    sub_category_id: draft.sub_category_id,
    tags: draft.tags,
  };
}

/**
 * Writes the draft 500 ms after the last change, while `enabled` (i.e. once something changed).
 * Answers when it last wrote (for a quiet "kept on this device" note).
 */
export function useDraftAutosave(
  articleId: number | null,
  values: EditorValues,
  enabled: boolean,
): Date | null {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      writeArticleDraft(articleId, values);
      setSavedAt(new Date());
    }, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [articleId, values, enabled]);
  return savedAt;
}
