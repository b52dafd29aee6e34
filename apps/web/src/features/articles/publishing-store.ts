import { useSyncExternalStore } from 'react';
import type { EditorErrors, EditorValues, StoredImages } from './editor-form';

/**
 * The article in publishing: what 'Ready to publish?' carries from the editor to the preview page,
 * File objects included. It lives in this module's memory only (files cannot go into browser
 * storage), so a reload of the preview page finds nothing and goes back (docs/product/screens.md).
 */
export interface Publishing {
  /** 'create' from /article/creator, 'edit' from /article/editor/{id}. */
  mode: 'create' | 'edit';
  articleId: number | null;
  values: EditorValues;
  stored: StoredImages;
  /** The preview page's card image (preview_small_image), when a new one was chosen. */
  previewImage: File | null;
  /** Messages the server gave on the preview page for fields of the editor (shown there on return). */
  errors: EditorErrors;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Publishing | null = null;

const emit = () => listeners.forEach((listener) => listener());

export function getPublishing(): Publishing | null {
  return current;
}

export function setPublishing(next: Publishing): void {
  current = next;
  emit();
}

export function updatePublishing(patch: Partial<Publishing>): void {
  if (!current) return;
  current = { ...current, ...patch };
  emit();
}

export function clearPublishing(): void {
  current = null;
  emit();
}

/** The article in publishing for this flow and article, or null. */
export function publishingFor(mode: Publishing['mode'], articleId: number | null): Publishing | null {
  return current && current.mode === mode && current.articleId === articleId ? current : null;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublishing(): Publishing | null {
  return useSyncExternalStore(subscribe, getPublishing, getPublishing);
}

/** Where the editor of the article in publishing is. */
export const editorPathOf = (p: Pick<Publishing, 'mode' | 'articleId'>) =>
  p.mode === 'edit' && p.articleId ? `/article/editor/${p.articleId}` : '/article/creator';
