/**
 * Which feed comments to mark read (docs/product/states.md): each unread comment as it comes into view, or all at
 * once when every unread one is on screen. Pure, so the observer only reports what it sees.
 */

/**
 * All at once up to the newest unread comment shown (`upTo`: one that arrived after the fetch is not
 * marked with them), or these comments singly.
 */
export type ReadPlan = { all: true; upTo: number } | { all: false; ids: number[] } | null;

/**
 * @param unread the comments the reader has not read, oldest first
 * @param visible the comments on screen now
 * @param sent comments already being marked (not asked for twice)
 */
export function readPlan(
  unread: readonly number[],
  visible: ReadonlySet<number>,
  sent: ReadonlySet<number>,
): ReadPlan {
  const waiting = unread.filter((id) => !sent.has(id));
  const seen = waiting.filter((id) => visible.has(id));
  if (seen.length === 0) return null;
  // Every unread comment is on screen: one call marks them all (a single one goes singly).
  if (seen.length > 1 && seen.length === waiting.length) return { all: true, upTo: Math.max(...waiting) };
  return { all: false, ids: seen };
}

/** The comments a plan covers, of those still unread. */
export function coveredBy(plan: NonNullable<ReadPlan>, unread: readonly number[]): number[] {
  return plan.all ? unread.filter((id) => id <= plan.upTo) : plan.ids;
}
