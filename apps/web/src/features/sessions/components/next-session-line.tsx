import { Text } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { useNextSessions } from '../api/sessions-api';
import { shortWhen } from '../session-times';

/** The pair card's line: "Next: Tue 3 Dec, 10:00" or "No session booked". */
export function NextSessionLine({ mentoringId }: { mentoringId: number }) {
  const type = useSession()?.user.type;
  const next = useNextSessions(type === 'mentor' || type === 'mentee');
  if (next.isPending || next.isError) return null;
  const found = next.data.find((n) => n.mentoring_id === mentoringId);
  return (
    <Text size="sm" c={found ? undefined : 'dimmed'} data-testid="next-session">
      {found ? `Next: ${shortWhen(found.start)}` : 'No session booked'}
    </Text>
  );
}
