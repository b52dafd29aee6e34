import { useParams } from 'react-router';
import { StartChatButton } from '../../features/chat';
import { MyMembersPage } from '../../features/matching';
import { ActiveSupportPage, MemberPlanLine, MemberWorkspacePage } from '../../features/workspace';
import { useSession } from '../../lib/session';
import { NextSessionLine } from '../../features/sessions';

/**
 * /my/mentoring and /my/mentoring/{menteeId}. A Captain sees My Members (matching's list, each
 * card with the plan line of the workspace) and, on selecting one, that member's workspace; a
 * Member sees My Active Support (the workspace) directly. Two features meet here, in the app.
 */
export function MentoringRoute() {
  const session = useSession();
  const { subId } = useParams();
  if (session?.user.type !== 'mentor') return <ActiveSupportPage />;
  if (subId) return <MemberWorkspacePage key={subId} menteeId={Number(subId)} />;
  return (
    <MyMembersPage
      memberSummary={(mentoring) => (
        <>
          <MemberPlanLine mentoring={mentoring} />
          <NextSessionLine mentoringId={mentoring.id} />
        </>
      )}
      workspaceHref={(menteeId) => `/my/mentoring/${menteeId}`}
      memberActions={(menteeId) => <StartChatButton memberId={menteeId} label="Send a message" compact />}
    />
  );
}
