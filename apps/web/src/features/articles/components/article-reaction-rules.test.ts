import { describe, expect, it } from 'vitest';
import { applyReaction } from './article-reaction-rules';

const none = { likes: 3, dislikes: 2, liked: false, disliked: false };

describe('article reactions (docs/product/states.md)', () => {
  it('a like sets liked and adds 1', () => {
    expect(applyReaction(none, 'like', true)).toEqual({ ...none, liked: true, likes: 4 });
  });
  it('a like removes a dislike that was there', () => {
    const disliked = { ...none, disliked: true };
    expect(applyReaction(disliked, 'like', true)).toEqual({
      likes: 4,
      dislikes: 1,
      liked: true,
      disliked: false,
    });
  });
  it('removing a like subtracts 1', () => {
    expect(applyReaction({ ...none, liked: true }, 'like', false)).toEqual({ ...none, likes: 2 });
  });
  it('a dislike is symmetric', () => {
    const liked = { ...none, liked: true };
    expect(applyReaction(liked, 'dislike', true)).toEqual({
      likes: 2,
      dislikes: 3,
      liked: false,
      disliked: true,
    });
    expect(applyReaction({ ...none, disliked: true }, 'dislike', false)).toEqual({ ...none, dislikes: 1 });
  });
  it('repeating a reaction changes nothing', () => {
    const liked = { ...none, liked: true };
    expect(applyReaction(liked, 'like', true)).toEqual(liked);
    expect(applyReaction(none, 'dislike', false)).toEqual(none);
  });
});
