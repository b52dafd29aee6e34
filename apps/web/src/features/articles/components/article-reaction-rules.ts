import type { Reactions } from '@keh/contracts';

export type ReactionKind = 'like' | 'dislike';

/**
 * docs/product/states.md: a like sets liked, adds 1 and removes a dislike if present; removing a like
 * subtracts 1; a dislike is symmetric. Used to show the answer at once while the server confirms
 * it (the server's counts then replace these).
 */
export function applyReaction(current: Reactions, kind: ReactionKind, on: boolean): Reactions {
  const next = { ...current };
  const clamp = (n: number) => Math.max(0, n);
  if (kind === 'like') {
    if (on && !current.liked) {
      next.liked = true;
      next.likes = current.likes + 1;
      if (current.disliked) {
        next.disliked = false;
        next.dislikes = clamp(current.dislikes - 1);
      }
    } else if (!on && current.liked) {
      next.liked = false;
      next.likes = clamp(current.likes - 1);
    }
  } else if (on && !current.disliked) {
    next.disliked = true;
    next.dislikes = current.dislikes + 1;
    if (current.liked) {
      next.liked = false;
      next.likes = clamp(current.likes - 1);
    }
  } else if (!on && current.disliked) {
    next.disliked = false;
    next.dislikes = clamp(current.dislikes - 1);
  }
  return next;
}
