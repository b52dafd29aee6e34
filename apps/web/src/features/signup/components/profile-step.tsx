import { Controller } from 'react-hook-form';
import { LinkField, PersonFields, type PersonValues } from '../../../components/field-groups';
import { FilePicker } from '../../../components/file-picker';
import { IMAGE_RULE, checkFileContent } from '../../../lib/file-rules';
import { getSecrets, setSecret } from '../signup-draft';
import { profileForm } from '../signup-schemas';
import { useGoToStep, useStepForm } from '../use-step-form';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

const FIELDS = Object.keys(profileForm.shape);
type ProfileValues = PersonValues & { linkedin: string; avatar: File | null };

/**
 * Step 5: avatar and profile details. The photo is checked by its content as it is chosen (the
 * server's rules) and kept with the draft across a reload (IndexedDB).
 */
export function ProfileStep({ resumeTo }: { resumeTo?: number }) {
  const goTo = useGoToStep();
  const { form, keep } = useStepForm<ProfileValues, typeof profileForm>({
    schema: profileForm,
    fields: FIELDS,
    secrets: { avatar: getSecrets().avatar },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ avatar }) => {
    setSecret('avatar', avatar);
    keep();
    await goTo(resumeTo ?? 6, { reach: 6 });
  });

  return (
    <StepForm onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <FilePicker
            label="Profile photo"
            description="A clear photo of you: JPEG or PNG, up to 500 KB."
            accept="image/jpeg,image/png"
            kind="image"
            chooseLabel="Choose a photo"
            changeLabel="Change photo"
            required
            file={field.value}
            onChange={(file) => {
              field.onChange(file);
              setSecret('avatar', null);
              if (!file) return;
              void checkFileContent(file, IMAGE_RULE).then(async (problem) => {
                if (form.getValues('avatar') !== file) return; // another file was chosen meanwhile
                if (!problem) setSecret('avatar', file);
                await form.trigger('avatar');
              });
            }}
            onBlur={field.onBlur}
            error={errors.avatar?.message}
          />
        )}
      />
      <PersonFields form={form} />
      <LinkField form={form} name="linkedin" />
      <StepActions backTo={4} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}
