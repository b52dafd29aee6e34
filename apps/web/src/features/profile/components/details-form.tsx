import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_NUMBER_MAX,
  MSG,
  POST_CODE_MAX,
  type MemberRole,
  type Option,
  type UserProfile,
} from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { DownloadButton } from '../../../components/download-button';
import { FilePicker } from '../../../components/file-picker';
import { FormAlert } from '../../../components/form-alert';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { isApiError } from '../../../lib/api';
import { isoToDmy } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveDetails } from '../api/profile-edit-api';
import { detailsForm, type DetailsValues } from '../profile-schemas';
import { OptionSelect, optionalLabel } from '../../../components/option-select';
import { VerifyEmailPanel } from './verify-email-panel';

type Output = z.output<typeof detailsForm>;
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'birthday',
  'location',
  'post_code',
  'contact_number',
  'business_name',
  'position_within_business',
  'business_sector_id',
  'linkedin',
  'business_website',
  'cv',
] as const;

function defaults(profile: UserProfile): DetailsValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    birthday: isoToDmy(profile.birthday),
    location: profile.location ?? '',
    post_code: profile.post_code ?? '',
    contact_number: profile.contact_number ?? '',
    business_name: profile.business_name ?? '',
    position_within_business: profile.position_within_business ?? '',
    business_sector_id: profile.business_sector ? String(profile.business_sector.id) : '',
    linkedin: profile.linkedin ?? '',
    business_website: profile.business_website ?? '',
    cv: null,
  };
}

/** The Details form (spec 3): multipart, with the CV only when a new one was chosen. */
export function DetailsForm({
  profile,
  role,
  sectors,
}: {
  profile: UserProfile;
  role: MemberRole;
  sectors: Option[];
}) {
  const save = useSaveDetails(role);
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const form = useForm<DetailsValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(detailsForm),
    defaultValues: defaults(profile),
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase();
  const emailChanged =
    email !== profile.email.toLowerCase() && detailsForm.shape.email.safeParse(email).success;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    if (values.email !== profile.email && verifiedEmail !== values.email) {
      form.setError('email', { type: 'verify', message: MSG.emailNotVerified }, { shouldFocus: true });
      setStatus('error');
      return;
    }
    const raw = form.getValues();
    const body = new FormData();
    const put = (key: string, value: string) => {
      if (value.trim()) body.append(key, value.trim());
    };
    put('first_name', raw.first_name);
    put('last_name', raw.last_name);
    put('email', values.email);
    put('birthday', raw.birthday);
    put('location', raw.location);
    put('post_code', raw.post_code);
    put('contact_number', raw.contact_number);
    put('business_name', raw.business_name);
    put('position_within_business', raw.position_within_business);
    put('business_sector[id]', raw.business_sector_id);
    put('linkedin', raw.linkedin);
    put('business_website', raw.business_website);
    if (raw.cv) body.append('cv', raw.cv);
    setStatus('saving');
    try {
      const saved = await save.mutateAsync(body);
      setStatus('saved');
      setVerifiedEmail(null);
      form.reset(defaults(saved));
      notifications.show({ color: 'green', title: 'Details saved', message: 'Your details are up to date.' });
    } catch (error) {
      setStatus('error');
      // The code is spent on the first try: a refused save asks for a new one.
      if (isApiError(error) && error.fieldError('email') === MSG.emailNotVerified) setVerifiedEmail(null);
      setMessages(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <FormAlert messages={messages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email', {
              onChange: () => {
                if (errors.email?.type === 'verify') form.clearErrors('email');
              },
            })}
          />
          {emailChanged ? (
            <VerifyEmailPanel
              email={email}
              verified={verifiedEmail === email}
              onVerified={(address) => {
                setVerifiedEmail(address);
                form.clearErrors('email');
              }}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateTextInput
              label={optionalLabel('Date of birth')}
              autoComplete="bday"
              error={errors.birthday?.message}
              {...form.register('birthday')}
            />
            <TextInput
              label={optionalLabel('Location')}
              autoComplete="address-level2"
              placeholder="Town or city"
              error={errors.location?.message}
              {...form.register('location')}
            />
            <TextInput
              label={optionalLabel('Post code')}
              autoComplete="postal-code"
              maxLength={POST_CODE_MAX}
              error={errors.post_code?.message}
              {...form.register('post_code')}
            />
            <TextInput
              label={optionalLabel('Contact number')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={CONTACT_NUMBER_MAX}
              error={errors.contact_number?.message}
              {...form.register('contact_number')}
            />
            <TextInput
              label={optionalLabel('Business or employer name')}
              autoComplete="organization"
              error={errors.business_name?.message}
              {...form.register('business_name')}
            />
            <TextInput
              label={optionalLabel('Position')}
              autoComplete="organization-title"
              error={errors.position_within_business?.message}
              {...form.register('position_within_business')}
            />
          </SimpleGrid>
          <OptionSelect
            label={optionalLabel('Business sector')}
            options={sectors}
            clearable
            error={errors.business_sector_id?.message}
            {...form.register('business_sector_id')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={optionalLabel('LinkedIn')}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              error={errors.linkedin?.message}
              {...form.register('linkedin')}
            />
            <TextInput
              label={optionalLabel('Business website')}
              type="url"
              inputMode="url"
              placeholder="https://www.example.co.uk"
              error={errors.business_website?.message}
              {...form.register('business_website')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="cv"
            render={({ field }) => (
              <FilePicker
                label={optionalLabel('CV')}
                description={
                  profile.cv
                    ? 'You have a CV on file. Choose a new PDF (up to 500 KB) to replace it.'
                    : 'A PDF, up to 500 KB.'
                }
                accept="application/pdf"
                kind="document"
                chooseLabel="Choose a PDF"
                changeLabel="Change file"
                file={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.cv?.message}
              />
            )}
          />
          {profile.cv ? (
            <Group>
              <DownloadButton path="user/profile/cv" filename="cv.pdf" size="xs" variant="subtle">
                Download my CV
              </DownloadButton>
            </Group>
          ) : null}
          <Group justify="space-between" mt="xs">
            <SavingIndicator status={status} />
            <Button type="submit" loading={save.isPending} disabled={Object.keys(errors).length > 0}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
