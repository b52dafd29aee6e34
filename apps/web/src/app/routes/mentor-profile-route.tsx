import { MatchingCaptains, RequestMentoringButton } from '../../features/matching';
import { MentorProfilePage } from '../../features/profile/routes/mentor-profile-page';

/**
 * A captain's profile (profile feature) with what a Member may do there from matching: request
 * mentoring, and see other matching captains. Two features meet here, in the app, not in each other.
 */
export function MentorProfileRoute() {
  return (
    <MentorProfilePage
      requestButton={(profile) => <RequestMentoringButton profile={profile} />}
      matchingCaptains={(currentId) => <MatchingCaptains currentId={currentId} />}
    />
  );
}
