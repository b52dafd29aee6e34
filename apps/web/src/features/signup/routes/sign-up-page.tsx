import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { MemberRole } from '@keh/contracts';
import { AgreementStep } from '../components/agreement-step';
import { AssessStep } from '../components/assess-step';
import { BusinessStep } from '../components/business-step';
import { DetailsStep } from '../components/details-step';
import { MenteeSurveyStep } from '../components/mentee-survey-step';
import { MentorSurveyStep } from '../components/mentor-survey-step';
import { PasswordStep } from '../components/password-step';
import { ProfileStep } from '../components/profile-step';
import { RoleStep } from '../components/role-step';
import { SignupFrame } from '../components/signup-frame';
import { VerifyStep } from '../components/verify-step';
import { LoadingState } from '../../../components/query-states';
import { NOTICES } from '../registration';
import { getSecrets, restoreFiles, useSignupDraft, type SignupDraft } from '../signup-draft';
import { readStepState, redirectFor, stepPath } from '../signup-steps';

/** /sign-up/:step, steps 1 to 9 (docs/product/screens.md). */
export function SignUpPage() {
  const { step } = useParams();
  const location = useLocation();
  const draft = useSignupDraft();
  const route = Number(step);
  // The files chosen before a reload come back from IndexedDB before a step shows them.
  const [filesBack, setFilesBack] = useState(false);
  useEffect(() => {
    let live = true;
    void restoreFiles().finally(() => live && setFilesBack(true));
    return () => {
      live = false;
    };
  }, []);
  const redirect = redirectFor(route, draft);
  if (redirect !== null) return <Navigate to={stepPath(redirect)} replace />;
  if (!filesBack) return <LoadingState label="Loading your registration" />;
  // After a reload past the password step the password (kept in memory only) is asked for once,
  // then the person goes straight back to where they were.
  if (route > 4 && !getSecrets().password)
    return (
      <Navigate to={stepPath(4)} replace state={{ notice: NOTICES.passwordAfterReload, resumeTo: route }} />
    );
  const { notice, resumeTo } = readStepState(location.state);
  return (
    <SignupFrame route={route} role={draft.role} notice={notice} description={describe(route, draft.role)}>
      {/* A new visit of a step starts from the draft again. */}
      <StepBody key={location.key} route={route} draft={draft} resumeTo={resumeTo} />
    </SignupFrame>
  );
}

function StepBody({ route, draft, resumeTo }: { route: number; draft: SignupDraft; resumeTo?: number }) {
  const role = draft.role ?? 'mentee';
  switch (route) {
    case 1:
      return <RoleStep />;
    case 2:
      return <DetailsStep />;
    case 3:
      return <VerifyStep resumeTo={resumeTo} />;
    case 4:
      return <PasswordStep resumeTo={resumeTo} />;
    case 5:
      return <ProfileStep resumeTo={resumeTo} />;
    case 6:
      return role === 'mentor' ? <MentorSurveyStep /> : <MenteeSurveyStep />;
    case 7:
      return role === 'mentor' ? <AgreementStep role="mentor" route={7} backTo={6} /> : <BusinessStep />;
    case 8:
      return <AssessStep />;
    default:
      return <AgreementStep role="mentee" route={9} backTo={draft.values.assess_now === 'no' ? 7 : 8} />;
  }
}

function describe(route: number, role: MemberRole | null): ReactNode {
  switch (route) {
    case 1:
      return 'The Hub brings Business Captains and Members of the armed-forces business community together. Signing up takes about 4 minutes.';
    case 2:
      return 'Tell us who you are.';
    case 4:
      return 'You will use it with your e-mail address to sign in.';
    case 5:
      return role === 'mentor'
        ? 'This is how Members will see you on the Hub.'
        : 'This is how Business Captains will see you on the Hub.';
    case 6:
      return role === 'mentor'
        ? 'Tell us about your service and how you would like to help.'
        : 'Tell us about your service and the support you have received.';
    case 7:
      return role === 'mentor'
        ? undefined
        : 'Tell us about your business. Only the business sector is required.';
    case 8:
      return 'A few questions about you and your business, so your Business Captain knows where to start.';
    default:
      return undefined;
  }
}
