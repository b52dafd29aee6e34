import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG, type MemberRole } from '@keh/contracts';
import { errorText, isApiError } from '../../lib/api';
import { sendOtp } from '../../lib/otp';
import { register } from './api/signup-api';
import { keepNewSession } from './new-session';
import { buildRegistration, locateServerErrors, NOTICES, preflight } from './registration';
import {
  getDraft,
  getSecrets,
  normaliseEmail,
  setPendingErrors,
  setRepairs,
  updateDraft,
} from './signup-draft';
import { stepPath, stepTitle, type StepState } from './signup-steps';

export interface CompletionFailure {
  /** Messages for fields of the current step (the agreement checkbox). */
  fields: Record<string, string>;
  /** Messages with no field to sit under. */
  messages: string[];
}

/**
 * The final submit (Captain step 7, Member step 9): check the draft, send the registration, then
 * go to /sign-up-complete. A refused field sends the person to the step that holds it.
 */
export function useCompleteRegistration(role: MemberRole, route: number) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const goTo = async (step: number, state: StepState, errors?: Record<string, string>) => {
    setPendingErrors(errors ?? {});
    await navigate(stepPath(step), { state });
  };

  const complete = async (): Promise<CompletionFailure | null> => {
    const draft = getDraft();
    const problem = preflight(role, draft, getSecrets());
    if (problem) {
      // Once to the first step left to do, told everything; the others follow in turn.
      setRepairs(problem.next ?? []);
      await goTo(problem.step, { notice: problem.notice, resumeTo: route }, problem.errors);
      return null;
    }
    setPending(true);
    let session;
    try {
      session = await register(role, buildRegistration(role, draft, getSecrets()));
    } catch (error) {
      setPending(false);
      return handleFailure(error);
    }
    const email = normaliseEmail(draft.values.email);
    // Registration answers with the new person's session (their address is verified and the
    // password set): the completion page signs them in. It clears the draft too.
    keepNewSession(session);
    await navigate('/sign-up-complete', {
      replace: true,
      state: { email, firstName: draft.values.first_name.trim(), role },
    });
    return null;
  };

  const handleFailure = async (error: unknown): Promise<CompletionFailure | null> => {
    if (!isApiError(error) || error.status !== 422) return { fields: {}, messages: [errorText(error)] };
    const email = normaliseEmail(getDraft().values.email);
    if (error.fieldError('email') === MSG.emailNotVerified) {
      // The confirmed code ran out while the person was filling in the steps: confirm again.
      updateDraft({ verifiedEmail: null });
      await sendOtp(email).catch(() => undefined);
      await goTo(3, { notice: NOTICES.verify(email), resumeTo: route });
      return null;
    }
    const located = locateServerErrors(role, error.errors);
    if (!located) return { fields: {}, messages: [errorText(error)] };
    if (located.step !== route) {
      // Once to the first step with a refused field; every message waits for its step, which follow in turn.
      const later = (located.later ?? []).filter((step) => step !== route);
      setRepairs(later.map((step) => ({ step, notice: NOTICES.check })));
      const also = later.length
        ? `After this: ${later.map((step) => stepTitle(step, role)).join(', ')}.`
        : '';
      await goTo(
        located.step,
        { notice: [NOTICES.check, also, ...located.rest].filter(Boolean).join(' '), resumeTo: route },
        located.errors,
      );
      return null;
    }
    return { fields: located.errors, messages: located.rest };
  };

  return { complete, pending };
}
