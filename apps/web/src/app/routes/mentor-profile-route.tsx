import { StartChatButton } from '../../features/chat';
import { MatchingCaptains, RequestMentoringButton } from '../../features/matching';
import { MentorProfilePage } from '../../features/profile/routes/mentor-profile-page';

/**
 * A captain's profile (profile feature) with what a Member may do there from matching (request
 * mentoring, see other matching captains) and the chat's 'Ask a question'. The features meet here,
 * in the app, not in each other.
 */
export function MentorProfileRoute() {
  return (
    <MentorProfilePage
      requestButton={(profile, ask) => <RequestMentoringButton profile={profile} ask={ask} />}
      matchingCaptains={(currentId) => <MatchingCaptains currentId={currentId} />}
      askButton={(profile) => (
        <StartChatButton memberId={profile.id} label="Ask a question" variant="outline" />
      )}
    />
  );
}
