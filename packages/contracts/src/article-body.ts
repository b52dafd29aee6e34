import { isSafeLink } from './workspace';

// ---------- the article body: TipTap JSON through one allow-list (docs/product/validation.md) ----------
//
// The server passes every body through `sanitizeArticleBody` on write, and the web client renders
// only what it returns (again, on read): unknown node types are unwrapped or dropped, attributes
// are rebuilt from scratch, links must be http(s), mailto or one of our documents, images must be
// our own uploads, videos must be YouTube or Vimeo embeds. No HTML is ever stored or rendered.

export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: DocMark[];
}
export interface ArticleDoc {
  type: 'doc';
  content: DocNode[];
}

/** Image and video widths (docs/product/limits.md): small 50 %, medium 75 %, large 99 %. */
export const MEDIA_SIZES = { small: '50%', medium: '75%', large: '99%' } as const;
export type MediaSize = keyof typeof MEDIA_SIZES;
export const DEFAULT_IMAGE_SIZE: MediaSize = 'large';
export const DEFAULT_VIDEO_SIZE: MediaSize = 'small';

/** An image in a body is one of our own uploads; a document link one of our own documents. */
export const ARTICLE_IMAGE_SRC = /^\/uploads\/images\/[a-f0-9]{32}\.(jpg|png|gif)$/;
export const ARTICLE_DOCUMENT_HREF = /^\/uploads\/documents\/[a-f0-9]{32}\.(pdf|doc|docx)$/;

const MAX_DEPTH = 12;
const MAX_NODES = 20_000;
const ALT_MAX = 300;
const HEADING_LEVELS = [2, 3, 4] as const;
const MARKS = ['bold', 'italic', 'underline', 'strike', 'code', 'link'] as const;

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([\w-]{11})(?:[?&#/]\S*)?$/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})(?:[?#/]\S*)?$/i;

/** The canonical embed address of a YouTube or Vimeo video, or null for anything else. */
export function videoEmbedUrl(input: string): string | null {
  const url = input.trim();
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

/** A link the reader may follow: http(s) (the task-link rule), mailto, or one of our documents. */
export function safeHref(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const href = input.trim();
  if (href.length > 2000) return null;
  if (ARTICLE_DOCUMENT_HREF.test(href) || isSafeLink(href)) return href;
  return /^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(href) ? href : null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const sizeOf = (v: unknown, fallback: MediaSize): MediaSize =>
  typeof v === 'string' && v in MEDIA_SIZES ? (v as MediaSize) : fallback;
const shortText = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);

/** Counts nodes as they are visited, so a huge body is cut off instead of walked for ever. */
class Budget {
  left = MAX_NODES;
  take() {
    return this.left-- > 0;
  }
}

function sanitizeMarks(marks: unknown): DocMark[] | undefined {
  if (!Array.isArray(marks)) return undefined;
  const out: DocMark[] = [];
  for (const m of marks) {
    if (!isObject(m) || !MARKS.includes(m.type as (typeof MARKS)[number])) continue;
    if (out.some((o) => o.type === m.type)) continue;
    if (m.type === 'link') {
      const href = safeHref(isObject(m.attrs) ? m.attrs.href : undefined);
      if (href) out.push({ type: 'link', attrs: { href } });
    } else out.push({ type: m.type as string });
  }
  return out.length ? out : undefined;
}

function sanitizeInline(nodes: unknown, depth: number, budget: Budget, plain = false): DocNode[] {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
  const out: DocNode[] = [];
  for (const n of nodes) {
    if (!isObject(n) || !budget.take()) continue;
    if (n.type === 'text') {
      if (typeof n.text !== 'string' || n.text === '') continue;
      const marks = plain ? undefined : sanitizeMarks(n.marks);
      out.push(marks ? { type: 'text', text: n.text, marks } : { type: 'text', text: n.text });
    } else if (n.type === 'hardBreak' && !plain) out.push({ type: 'hardBreak' });
    else out.push(...sanitizeInline(n.content, depth + 1, budget, plain));
  }
  return out;
}

function media(n: Record<string, unknown>): DocNode | null {
  const attrs = isObject(n.attrs) ? n.attrs : {};
  if (n.type === 'image') {
    if (typeof attrs.src !== 'string' || !ARTICLE_IMAGE_SRC.test(attrs.src)) return null;
    return {
      type: 'image',
      attrs: {
        src: attrs.src,
        alt: shortText(attrs.alt, ALT_MAX),
        title: shortText(attrs.title, ALT_MAX),
        size: sizeOf(attrs.size, DEFAULT_IMAGE_SIZE),
      },
    };
  }
  const src = typeof attrs.src === 'string' ? videoEmbedUrl(attrs.src) : null;
  return src ? { type: 'video', attrs: { src, size: sizeOf(attrs.size, DEFAULT_VIDEO_SIZE) } } : null;
}

function sanitizeBlocks(nodes: unknown, depth: number, budget: Budget): DocNode[] {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return [];
  const out: DocNode[] = [];
  let loose: DocNode[] = []; // inline nodes met where blocks belong: gathered into a paragraph
  const flush = () => {
    if (loose.length) out.push({ type: 'paragraph', content: loose });
    loose = [];
  };
  for (const n of nodes) {
    if (!isObject(n) || !budget.take()) continue;
    if (n.type === 'text' || n.type === 'hardBreak') {
      loose.push(...sanitizeInline([n], depth, budget));
      continue;
    }
    flush();
    switch (n.type) {
      case 'paragraph':
        out.push({ type: 'paragraph', content: sanitizeInline(n.content, depth + 1, budget) });
        break;
      case 'heading': {
        const asked = isObject(n.attrs) ? Number(n.attrs.level) : 2;
        const level = HEADING_LEVELS.find((l) => l === asked) ?? (asked < 2 ? 2 : 4);
        out.push({
          type: 'heading',
          attrs: { level },
          content: sanitizeInline(n.content, depth + 1, budget),
        });
        break;
      }
      case 'blockquote': {
        const content = sanitizeBlocks(n.content, depth + 1, budget);
        out.push({
          type: 'blockquote',
          content: content.length ? content : [{ type: 'paragraph', content: [] }],
        });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = (Array.isArray(n.content) ? n.content : []).map((item: unknown) => {
          const inner = isObject(item) && item.type === 'listItem' ? item.content : [item];
          const content = sanitizeBlocks(inner, depth + 2, budget);
          return {
            type: 'listItem',
            content: content.length ? content : [{ type: 'paragraph', content: [] }],
          };
        });
        if (!items.length) break;
        const start = isObject(n.attrs) ? Math.trunc(Number(n.attrs.start)) : 1;
        out.push(
          n.type === 'orderedList'
            ? {
                type: 'orderedList',
                attrs: { start: start >= 1 && start <= 10_000 ? start : 1 },
                content: items,
              }
            : { type: 'bulletList', content: items },
        );
        break;
      }
      case 'codeBlock':
        out.push({ type: 'codeBlock', content: sanitizeInline(n.content, depth + 1, budget, true) });
        break;
      case 'horizontalRule':
        out.push({ type: 'horizontalRule' });
        break;
      case 'image':
      case 'video':
      case 'youtube': {
        const m = media({ ...n, type: n.type === 'youtube' ? 'video' : n.type });
        if (m) out.push(m);
        break;
      }
      default:
        // An unknown node keeps its text, never itself.
        out.push(...sanitizeBlocks(n.content, depth + 1, budget));
    }
  }
  flush();
  return out;
}

/** The allow-listed copy of a TipTap document (anything else becomes an empty document). */
export function sanitizeArticleBody(input: unknown): ArticleDoc {
  const content = isObject(input) && input.type === 'doc' ? input.content : input;
  return { type: 'doc', content: sanitizeBlocks(content, 0, new Budget()) };
}

/** The plain text of a node (its blocks one per line). */
export function nodeText(node: DocNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(nodeText);
  const isBlockList = (node.content ?? []).some((c) => c.type !== 'text' && c.type !== 'hardBreak');
  return inner.join(isBlockList ? '\n' : '');
}

/** The body's text for search and e-mails. */
export const articlePlainText = (doc: ArticleDoc) => doc.content.map(nodeText).join('\n').trim();

export const SHORT_DESCRIPTION_FALLBACK = 'read more in article';
export const SHORT_DESCRIPTION_MAX = 300;

/** docs/product/entities.md: the first plain-text block, else 'read more in article'. */
export function shortDescriptionOf(doc: ArticleDoc): string {
  for (const block of doc.content) {
    if (block.type !== 'paragraph') continue;
    const text = nodeText(block).replace(/\s+/g, ' ').trim();
    if (text)
      return text.length > SHORT_DESCRIPTION_MAX
        ? `${text.slice(0, SHORT_DESCRIPTION_MAX - 1).trimEnd()}…`
        : text;
  }
  return SHORT_DESCRIPTION_FALLBACK;
}

/** The images a body shows (the save payload's `images`). */
export function articleImages(doc: ArticleDoc): string[] {
  const found: string[] = [];
  const visit = (n: DocNode) => {
    if (n.type === 'image' && typeof n.attrs?.src === 'string') found.push(n.attrs.src);
    n.content?.forEach(visit);
  };
  doc.content.forEach(visit);
  return found;
}

/** Our own uploads a body uses: its images and the documents its links point to. */
export function articleFiles(doc: ArticleDoc): string[] {
  const found: string[] = [];
  const visit = (n: DocNode) => {
    if (n.type === 'image' && typeof n.attrs?.src === 'string') found.push(n.attrs.src);
    for (const m of n.marks ?? [])
      if (m.type === 'link' && typeof m.attrs?.href === 'string' && ARTICLE_DOCUMENT_HREF.test(m.attrs.href))
        found.push(m.attrs.href);
    n.content?.forEach(visit);
  };
  doc.content.forEach(visit);
  return found;
}
