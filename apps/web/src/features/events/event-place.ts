/**
 * Where an event happens, read from its address (the spec has one `address` field): an online event
 * (a video link in the address, or an address starting "Online") is joined by its link, never
 * looked up on a map (issue 28); any other address opens in maps.
 */
export type EventPlace =
  { kind: 'online'; text: string; link: string | null } | { kind: 'venue'; text: string; mapsUrl: string };

/** The first web address in the text (https or http), without trailing punctuation. */
const LINK_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/i;

export function eventPlace(address: string): EventPlace {
  const raw = LINK_IN_TEXT.exec(address)?.[0] ?? '';
  const found = raw.replace(/[.,;:!?)\]]+$/, '');
  const link = found && isWebUrl(found) ? found : null;
  if (link || /^\s*online\b/i.test(address)) {
    const rest = link
      ? address
          .replace(raw, '')
          .replace(/[\s:–—.,;-]+$/, '')
          .trim()
      : address.trim();
    return { kind: 'online', text: rest || 'Online', link };
  }
  return {
    kind: 'venue',
    text: address,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  };
}

function isWebUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
