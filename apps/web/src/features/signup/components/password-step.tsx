import { schemaResolver } from '../../../lib/schema-resolver';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { signupStep4 } from '@keh/contracts';
import { PasswordField } from '../../../components/password-field';
import { getSecrets, reachStep, setSecret } from '../signup-draft';
import { NOTICES } from '../registration';
import { stepPath, type StepState } from '../signup-steps';
import { usePendingServerErrors } from '../use-step-form-helpers';
import { StepActions } from './step-actions';

const FIELDS = ['newPassword'] as const;

/** Step 4: the password, kept in memory only (never in browser storage). */
export function PasswordStep({ resumeTo }: { resumeTo?: number }) {
  const navigate = useNavigate();
  const form = useForm<{ newPassword: string }>({
    mode: 'onTouched',
    resolver: schemaResolver(signupStep4),
    defaultValues: { newPassword: getSecrets().password ?? '' },
  });
  const { errors } = form.formState;
  usePendingServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setSecret('password', newPassword);
    reachStep(5);
    if (resumeTo && !getSecrets().avatar) {
      // Asked again after a refresh: the photo went with it.
      const state: StepState = { notice: NOTICES.avatar, resumeTo };
      await navigate(stepPath(5), { state });
      return;
    }
    await navigate(stepPath(resumeTo ?? 5));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters, one capital letter and two digits."
          error={errors.newPassword?.message}
          data-autofocus
          {...form.register('newPassword')}
        />
        <StepActions backTo={3} disabled={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}
