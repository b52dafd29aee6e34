import { Node, mergeAttributes, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import {
  DEFAULT_IMAGE_SIZE,
  DEFAULT_VIDEO_SIZE,
  MEDIA_SIZES,
  videoEmbedUrl,
  type MediaSize,
} from '@keh/contracts';

/**
 * The editor's schema, named as `sanitizeArticleBody` knows it (image, video, link, bold, italic,
 * underline, strike, code, heading 2–3, lists, blockquote, horizontal rule, code block), so what
 * is written is what the server keeps.
 */

const sizeAttribute = (fallback: MediaSize) => ({
  default: fallback,
  parseHTML: (element: HTMLElement) => {
    const value = element.getAttribute('data-size');
    return value && value in MEDIA_SIZES ? value : fallback;
  },
  renderHTML: (attributes: Record<string, unknown>) => ({ 'data-size': attributes.size }),
});

/** The image node with its width: small, medium or large (docs/product/limits.md). */
export const ArticleImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), size: sizeAttribute(DEFAULT_IMAGE_SIZE) };
  },
}).configure({ inline: false, allowBase64: false, HTMLAttributes: { class: 'article-image' } });

/**
 * A YouTube or Vimeo video (attrs src and size): an iframe in the editor. The frame ignores the
 * pointer there, so a click selects the node (for its size or deletion) instead of playing it.
 */
export const ArticleVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => videoEmbedUrl(element.querySelector('iframe')?.src ?? ''),
        renderHTML: () => ({}),
      },
      size: sizeAttribute(DEFAULT_VIDEO_SIZE),
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-video]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const src = typeof node.attrs.src === 'string' ? videoEmbedUrl(node.attrs.src) : null;
    const provider = src?.includes('vimeo') ? 'Vimeo' : 'YouTube';
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-video': '', class: 'article-video' }),
      [
        'iframe',
        {
          src: src ?? 'about:blank',
          title: 'Embedded video',
          loading: 'lazy',
          allow: 'encrypted-media; picture-in-picture; fullscreen',
          referrerpolicy: 'strict-origin-when-cross-origin',
          tabindex: '-1',
        },
      ],
      ['span', { class: 'article-video-label' }, `${provider} video`],
    ];
  },
});

export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    ArticleImage,
    ArticleVideo,
    Placeholder.configure({ placeholder }),
  ];
}
