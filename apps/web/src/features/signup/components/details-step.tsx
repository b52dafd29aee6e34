import { useState } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { MSG, signupStep2 } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { checkEmail, sendOtp } from '../api/signup-api';
import { getDraft, normaliseEmail, reachStep, updateDraft, type DetailsDraft } from '../signup-draft';
import { stepPath } from '../signup-steps';
import { usePendingServerErrors } from '../use-step-form-helpers';
import { StepActions } from './step-actions';
import { useKeepDraft } from './use-keep-draft';

type Output = z.output<typeof signupStep2>;
const FIELDS = ['firstName', 'lastName', 'email', 'acceptTerms'] as const;

/** Step 2: names, e-mail and the terms; NEXT checks the e-mail is free, sends a code, goes to step 3. */
export function DetailsStep() {
  const navigate = useNavigate();
  const [messages, setMessages] = useState<string[]>([]);
  // An address the server said is taken: its message shows while the field still holds it.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'send' | null>(null);
  const form = useForm<DetailsDraft, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(signupStep2),
    defaultValues: getDraft().details,
  });
  const { errors } = form.formState;
  useKeepDraft(form.watch, (details) => updateDraft((draft) => ({ ...draft, details })));
  usePendingServerErrors(form.setError, FIELDS);

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
    if (!signupStep2.shape.email.safeParse(value).success) return;
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
      const details = { ...form.getValues(), email: values.email };
      const verified = draft.verifiedEmail === values.email;
      updateDraft({ details, verifiedEmail: verified ? draft.verifiedEmail : null });
      if (verified) {
        // Same address, already confirmed: nothing to send again.
        reachStep(4);
        await navigate(stepPath(4));
        return;
      }
      setBusy('send');
      await sendOtp(values.email);
      reachStep(3);
      await navigate(stepPath(3));
    } catch (error) {
      setMessages(applyServerErrors(error, form.setError, FIELDS));
    } finally {
      setBusy(null);
    }
  });

  const hasErrors = Object.keys(errors).length > 0 || emailTaken;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          description="We will send a four-digit code to this address."
          error={emailError}
          {...form.register('email', { onBlur: () => void onEmailBlur() })}
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
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <StepActions
          backTo={1}
          busy={busy !== null}
          busyLabel={busy === 'send' ? 'Sending code to your email' : 'Checking your email…'}
          disabled={hasErrors}
        />
      </Stack>
    </form>
  );
}
