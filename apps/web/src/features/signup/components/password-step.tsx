import { PasswordField } from '../../../components/password-field';
import { getSecrets, setSecret } from '../signup-draft';
import { NOTICES } from '../registration';
import { passwordForm } from '../signup-schemas';
import { useGoToStep, useStepForm } from '../use-step-form';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

const FIELDS = Object.keys(passwordForm.shape);

/** Step 4: the password, kept in memory only (never in browser storage). */
export function PasswordStep({ resumeTo }: { resumeTo?: number }) {
  const goTo = useGoToStep();
  const { form } = useStepForm<{ password: string }, typeof passwordForm>({
    schema: passwordForm,
    fields: FIELDS,
    secrets: { password: getSecrets().password ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setSecret('password', password);
    // Asked again after a reload: the photo came back with the draft, unless the browser kept none.
    if (resumeTo && resumeTo > 5 && !getSecrets().avatar)
      await goTo(5, { state: { notice: NOTICES.avatar, resumeTo } });
    else await goTo(resumeTo ?? 5, { reach: 5 });
  });

  return (
    <StepForm onSubmit={onSubmit}>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        description="At least 8 characters, one capital letter and two digits."
        error={errors.password?.message}
        data-autofocus
        {...form.register('password')}
      />
      <StepActions backTo={3} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}
