/**
 * The widths a stored picture is also served at, scaled down (never up) as WebP:
 * `/uploads/images/<name>?w=64`. Avatars use the small ones, article cards 768.
 */
export const IMAGE_WIDTHS = ['64', '128', '256', '768'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const STORED_PICTURE = /^\/uploads\/images\/[a-f0-9]{32}\.(jpg|png)$/;

/**
 * The address of a stored picture for a place that draws it `cssPx` wide: the smallest served
 * width that is sharp on a screen of two device pixels per CSS pixel, or the stored picture when
 * none is wide enough. Other addresses (and GIFs, which stay animated) are left as they are.
 */
export function pictureAt(src: string, cssPx: number): string {
  if (!STORED_PICTURE.test(src)) return src;
  const width = IMAGE_WIDTHS.find((w) => Number(w) >= cssPx * 2);
  return width ? `${src}?w=${width}` : src;
}
