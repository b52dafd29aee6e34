import { useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  ARTICLE_DOCUMENT_HREF,
  DEFAULT_IMAGE_SIZE,
  DEFAULT_VIDEO_SIZE,
  MEDIA_SIZES,
  sanitizeArticleBody,
  type ArticleDoc,
  type DocMark,
  type DocNode,
  type MediaSize,
} from '@keh/contracts';
import classes from './article-body.module.css';

interface ArticleBodyProps {
  doc: ArticleDoc;
}

/**
 * An article body (TipTap JSON) as React elements. The doc goes through the same allow-list the
 * server applied on write once more (defence in depth), so only known nodes, marks and safe
 * addresses are ever rendered, and never as HTML.
 */
export function ArticleBody({ doc }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticleBody(doc), [doc]);
  return <div className={classes.body}>{blocks(clean.content)}</div>;
}

const sizeOf = (value: unknown, fallback: MediaSize): MediaSize =>
  typeof value === 'string' && value in MEDIA_SIZES ? (value as MediaSize) : fallback;
const mediaStyle = (size: MediaSize): CSSProperties =>
  ({ '--media-width': MEDIA_SIZES[size] }) as CSSProperties;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

function blocks(nodes: DocNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => block(node, index));
}

function block(node: DocNode, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return node.content?.length ? (
        <p key={key}>{inline(node.content)}</p>
      ) : (
        <p key={key} aria-hidden="true" />
      );
    case 'heading': {
      const level = Number(node.attrs?.level);
      const Tag = level === 3 ? 'h3' : level === 4 ? 'h4' : 'h2';
      return <Tag key={key}>{inline(node.content)}</Tag>;
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.content)}</blockquote>;
    case 'bulletList':
      return <ul key={key}>{blocks(node.content)}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} start={Number.isInteger(start) && start > 1 ? start : undefined}>
          {blocks(node.content)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{blocks(node.content)}</li>;
    case 'codeBlock':
      return (
        <pre key={key} tabIndex={0}>
          <code>{(node.content ?? []).map((n) => n.text ?? '').join('')}</code>
        </pre>
      );
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image':
      return <BodyImage key={key} node={node} />;
    case 'video':
      return <BodyVideo key={key} node={node} />;
    default:
      // The sanitiser lets nothing else through; inline nodes at block level still read as text.
      return <p key={key}>{inline([node])}</p>;
  }
}

function inline(nodes: DocNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'hardBreak') return <br key={index} />;
    if (node.type !== 'text' || !node.text) return null;
    // Marks wrap from the inside out: the link (if any) ends up outermost.
    const ordered = [...(node.marks ?? [])].sort((a, b) => markRank(a) - markRank(b));
    return ordered.reduce<ReactNode>((child, mark) => withMark(mark, child, index), node.text);
  });
}

const MARK_ORDER = ['code', 'strike', 'underline', 'italic', 'bold', 'link'];
const markRank = (mark: DocMark) => MARK_ORDER.indexOf(mark.type);

function withMark(mark: DocMark, child: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'link':
      return (
        <BodyLink key={key} href={str(mark.attrs?.href)}>
          {child}
        </BodyLink>
      );
    default:
      return child;
  }
}

/** Documents download; other sites open in a new tab without our referrer or our endorsement. */
function BodyLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (ARTICLE_DOCUMENT_HREF.test(href)) {
    return (
      <a href={href} download className={classes.document}>
        {children}
      </a>
    );
  }
  if (href.toLowerCase().startsWith('mailto:')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className={classes.srOnly}> (opens in a new tab)</span>
    </a>
  );
}

function BodyImage({ node }: { node: DocNode }) {
  const src = str(node.attrs?.src);
  if (!src) return null;
  const size = sizeOf(node.attrs?.size, DEFAULT_IMAGE_SIZE);
  return (
    <figure className={classes.media} style={mediaStyle(size)}>
      <img src={src} alt={str(node.attrs?.alt) ?? ''} title={str(node.attrs?.title)} loading="lazy" />
    </figure>
  );
}

function BodyVideo({ node }: { node: DocNode }) {
  const src = str(node.attrs?.src);
  if (!src) return null;
  const size = sizeOf(node.attrs?.size, DEFAULT_VIDEO_SIZE);
  const host = src.includes('vimeo.com') ? 'Vimeo' : 'YouTube';
  return (
    <figure className={classes.media} style={mediaStyle(size)}>
      <div className={classes.video}>
        <iframe
          src={src}
          title={`${host} video`}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    </figure>
  );
}
