import { useModerationQueue } from '../../articles';
import { REVIEW_QUEUE_PATH } from '../staff';

/** The number beside each console page that has one (articles waiting for a decision). */
export function useStaffNavCounts(): Partial<Record<string, number>> {
  const queue = useModerationQueue();
  return { [REVIEW_QUEUE_PATH]: queue.data?.meta.total ?? 0 };
}

/** Articles waiting for a decision, for a link to the queue (0 while unknown). */
export function useReviewQueueTotal(): number {
  return useModerationQueue().data?.meta.total ?? 0;
}
