import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type EndMentoringBody } from '@keh/contracts';
import { call } from '../../../lib/api';

export const endingKeys = { ended: ['workspace', 'ended'] as const };

/** GET mentorings/ended: the reader's ended mentorings, as read-only history. */
export function useEndedMentorings() {
  return useQuery({
    queryKey: endingKeys.ended,
    queryFn: ({ signal }) => call(api.workspace.ended, {}, { signal }),
  });
}

/** POST mentorings/{id}/end: every list a mentoring shows in is asked again after. */
export function useEndMentoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentoringId, ...body }: EndMentoringBody & { mentoringId: number }) =>
      call(api.workspace.end, { params: { id: mentoringId }, body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
