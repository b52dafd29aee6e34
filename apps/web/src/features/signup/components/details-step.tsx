import { useState } from 'react';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MSG } from '@keh/contracts';
import { EmailField, NameFields } from '../../../components/field-groups';
import { isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { sendOtp } from '../../../lib/otp';
import { checkEmail } from '../api/signup-api';
import { getDraft, normaliseEmail, updateDraft, type SignupValues } from '../signup-draft';
import { detailsForm } from '../signup-schemas';
import { useGoToStep, useStepForm } from '../use-step-form';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

type Values = Pick<SignupValues, 'first_name' | 'last_name' | 'email' | 'accept_terms'>;
const FIELDS = Object.keys(detailsForm.shape) as (keyof Values)[];

/** Step 2: names, e-mail and the terms; NEXT checks the e-mail is free, sends a code, goes to step 3. */
export function DetailsStep() {
  const goTo = useGoToStep();
  const [messages, setMessages] = useState<string[]>([]);
  // An address the server said is taken: its message shows while the field still holds it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'send' | null>(null);
  const { form } = useStepForm<Values, typeof detailsForm>({ schema: detailsForm, fields: FIELDS });
  const { errors } = form.formState;

  const email = useWatch({ control: form.control, name: 'email' });
  const emailTaken = takenEmail !== null && normaliseEmail(email) === takenEmail;
  const emailError = errors.email?.message ?? (emailTaken ? MSG.emailTaken : undefined);

  /** True when the address is free; shows the server's answer under Email otherwise. */
  const isFree = async (address: string): Promise<boolean> => {
    try {
      await checkEmail(address);
      return true;
    } catch (error) {
      if (isApiError(error) && error.fieldError('email') === MSG.emailTaken) {
        setTakenEmail(normaliseEmail(address));
        return false;
      }
      setMessages(applyServerErrors(error, form.setError, FIELDS));
      return false;
    }
  };

  // Tell early: check the address as soon as a well-formed one is left.
  const onEmailBlur = async () => {
    const value = form.getValues('email');
    if (!detailsForm.shape.email.safeParse(value).success) return;
    if (takenEmail === normaliseEmail(value)) return;
    try {
      await checkEmail(value);
    } catch (error) {
      if (
        isApiError(error) &&
        error.fieldError('email') === MSG.emailTaken &&
        form.getValues('email') === value
      )
        setTakenEmail(normaliseEmail(value));
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    setBusy('check');
    try {
      if (!(await isFree(values.email))) return;
      const draft = getDraft();
      const verified = draft.verifiedEmail === values.email;
      updateDraft({
        values: { ...draft.values, ...form.getValues(), email: values.email },
        verifiedEmail: verified ? draft.verifiedEmail : null,
      });
      if (verified) {
        // Same address, already confirmed: nothing to send again.
        await goTo(4);
        return;
      }
      setBusy('send');
      await sendOtp(values.email);
      await goTo(3);
    } catch (error) {
      setMessages(applyServerErrors(error, form.setError, FIELDS));
    } finally {
      setBusy(null);
    }
  });

  const hasErrors = Object.keys(errors).length > 0 || emailTaken;
  return (
    <StepForm onSubmit={onSubmit} messages={messages}>
      <NameFields form={form} />
      <EmailField
        form={form}
        description={
          normaliseEmail(email ?? '') === getDraft().verifiedEmail
            ? 'This address is verified: no code is needed.'
            : 'We will send a four-digit code to this address.'
        }
        error={emailError}
        onBlur={() => void onEmailBlur()}
      />
      <Checkbox
        label={
          <Text size="sm" span>
            I accept the{' '}
            <Anchor component={Link} to="/terms-and-conditions" target="_blank" inherit>
              Terms of Service
            </Anchor>{' '}
            &amp;{' '}
            <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
              Privacy Policy
            </Anchor>
          </Text>
        }
        error={errors.accept_terms?.message}
        {...form.register('accept_terms')}
      />
      <StepActions
        backTo={1}
        busy={busy !== null}
        busyLabel={busy === 'send' ? 'Sending code to your email' : 'Checking your email…'}
        disabled={hasErrors}
      />
    </StepForm>
  );
}
