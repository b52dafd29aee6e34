import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndedMentoring, EndMentoringBody, EndMentoringResult } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

export const endingKeys = { ended: ['workspace', 'ended'] as const };

/** GET mentorings/ended: the reader's ended mentorings, as read-only history. */
export function useEndedMentorings() {
  return useQuery({
    queryKey: endingKeys.ended,
    queryFn: ({ signal }) => apiRequest<EndedMentoring[]>('mentorings/ended', { signal }),
  });
}

/** POST mentorings/{id}/end: every list a mentoring shows in is asked again after. */
export function useEndMentoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentoringId, ...body }: EndMentoringBody & { mentoringId: number }) =>
      apiRequest<EndMentoringResult>(`mentorings/${mentoringId}/end`, { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
