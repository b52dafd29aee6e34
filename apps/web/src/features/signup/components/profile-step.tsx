import { schemaResolver } from '../../../lib/schema-resolver';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CONTACT_NUMBER_MAX, POST_CODE_MAX } from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { FilePicker, checkFile } from '../../../components/file-picker';
import { getDraft, getSecrets, reachStep, setSecret, updateDraft, type ProfileDraft } from '../signup-draft';
import { AVATAR_RULE, profileForm } from '../signup-schemas';
import { stepPath } from '../signup-steps';
import { usePendingServerErrors } from '../use-step-form-helpers';
import { optionalLabel } from '../../../components/option-select';
import { StepActions } from './step-actions';
import { useKeepDraft } from './use-keep-draft';

interface ProfileValues extends ProfileDraft {
  avatar: File | null;
}
type Output = z.output<typeof profileForm>;

const FIELDS = [
  'avatar',
  'dateOfBirth',
  'location',
  'postCode',
  'contactNumber',
  'businessName',
  'position',
  'linkedin',
] as const;

/** Step 5: avatar and profile details. The photo stays in memory only. */
export function ProfileStep({ resumeTo }: { resumeTo?: number }) {
  const navigate = useNavigate();
  const form = useForm<ProfileValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(profileForm),
    defaultValues: { ...getDraft().profile, avatar: getSecrets().avatar },
  });
  const { errors } = form.formState;
  useKeepDraft(form.watch, ({ avatar: _avatar, ...profile }) =>
    updateDraft((draft) => ({ ...draft, profile })),
  );
  usePendingServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async ({ avatar }) => {
    setSecret('avatar', avatar);
    const { avatar: _avatar, ...profile } = form.getValues();
    updateDraft((draft) => ({ ...draft, profile }));
    reachStep(6);
    await navigate(stepPath(resumeTo ?? 6));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
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
                setSecret('avatar', file && !checkFile(file, AVATAR_RULE) ? file : null);
              }}
              onBlur={field.onBlur}
              error={errors.avatar?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTextInput
            label="Date of birth"
            autoComplete="bday"
            error={errors.dateOfBirth?.message}
            {...form.register('dateOfBirth')}
          />
          <TextInput
            label="Location"
            autoComplete="address-level2"
            placeholder="Town or city"
            error={errors.location?.message}
            {...form.register('location')}
          />
          <TextInput
            label="Post code"
            autoComplete="postal-code"
            maxLength={POST_CODE_MAX}
            error={errors.postCode?.message}
            {...form.register('postCode')}
          />
          <TextInput
            label="Contact number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={CONTACT_NUMBER_MAX}
            error={errors.contactNumber?.message}
            {...form.register('contactNumber')}
          />
          <TextInput
            label="Business or employer name"
            autoComplete="organization"
            error={errors.businessName?.message}
            {...form.register('businessName')}
          />
          <TextInput
            label="Position"
            autoComplete="organization-title"
            error={errors.position?.message}
            {...form.register('position')}
          />
        </SimpleGrid>
        <TextInput
          label={optionalLabel('LinkedIn')}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          error={errors.linkedin?.message}
          {...form.register('linkedin')}
        />
        <StepActions backTo={4} disabled={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}
