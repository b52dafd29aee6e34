import type { ProviderSignup } from '@keh/contracts';
import { getDraft, normaliseEmail, reachStep, updateDraft } from './signup-draft';
import { stepPath, type StepState } from './signup-steps';

/** What LinkedIn told us, in the words of the step that opens next. */
export function providerNotice(signup: ProviderSignup): string {
  const email = normaliseEmail(signup.email);
  if (!email) return 'Your name from LinkedIn is filled in.';
  return signup.email_verified
    ? `LinkedIn has verified ${email}: your name and e-mail are filled in, and no code is needed.`
    : `Your name and e-mail from LinkedIn are filled in. LinkedIn has not verified ${email}, so we will send it a four-digit code.`;
}

/**
 * A person LinkedIn vouched for who has no account yet (decision 0024): the sign-up draft takes
 * their names and address (verified when LinkedIn verified it: the server counts it as confirmed),
 * and the journey goes on at the role card, or at the details when the role is already chosen.
 */
export function continueSignupWith(signup: ProviderSignup): { to: string; state: StepState } {
  const email = normaliseEmail(signup.email);
  updateDraft((draft) => ({
    ...draft,
    values: {
      ...draft.values,
      first_name: signup.first_name || draft.values.first_name,
      last_name: signup.last_name || draft.values.last_name,
      email: email || draft.values.email,
    },
    verifiedEmail: signup.email_verified && email ? email : draft.verifiedEmail,
  }));
  const route = getDraft().role ? 2 : 1;
  reachStep(route);
  return { to: stepPath(route), state: { notice: providerNotice(signup) } };
}
