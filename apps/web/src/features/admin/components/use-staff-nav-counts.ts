import type { Role } from '@keh/contracts';
import { useModerationQueue } from '../../articles';
import { useChangeRequests } from '../api/admin-api';
import { QUESTIONNAIRE_CHANGES_PATH, REVIEW_QUEUE_PATH } from '../staff';

/**
 * The number beside each console page that has one: articles waiting for a decision, and for
 * admins the Members waiting for a questionnaire change decision.
 */
export function useStaffNavCounts(role: Role | null | undefined): Partial<Record<string, number>> {
  const queue = useModerationQueue();
  const changes = useChangeRequests(role === 'admin');
  return {
    [REVIEW_QUEUE_PATH]: queue.data?.meta.total ?? 0,
    [QUESTIONNAIRE_CHANGES_PATH]: changes.data?.length ?? 0,
  };
}

/** Articles waiting for a decision, for a link to the queue (0 while unknown). */
export function useReviewQueueTotal(): number {
  return useModerationQueue().data?.meta.total ?? 0;
}
