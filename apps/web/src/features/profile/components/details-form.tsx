import { useState } from 'react';
import { Group, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { api, MSG, pathOf, type MemberRole, type Option, type UserProfile } from '@keh/contracts';
import { DownloadButton } from '../../../components/download-button';
import { CvField, EmailField, LinkField, NameFields, PersonFields } from '../../../components/field-groups';
import { FormCard } from '../../../components/form-card';
import { isApiError } from '../../../lib/api';
import { isoToDmy } from '../../../lib/dates';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveDetails } from '../api/profile-edit-api';
import { detailsForm, type DetailsValues } from '../profile-schemas';
import { OptionSelect, optionalLabel } from '../../../components/option-select';
import { useSavingForm } from './use-saving-form';
import { VerifyEmailPanel } from './verify-email-panel';

type Output = z.output<typeof detailsForm>;
const FIELDS = Object.keys(detailsForm.shape) as (keyof DetailsValues)[];

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

/** The Details form (docs/product/entities.md): multipart, with the CV only when a new one was chosen. */
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
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const form = useForm<DetailsValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(detailsForm),
    defaultValues: defaults(profile),
  });
  const { errors } = form.formState;
  const { run, fail, card } = useSavingForm(form, FIELDS);
  const email = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase();
  const emailChanged =
    email !== profile.email.toLowerCase() && detailsForm.shape.email.safeParse(email).success;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.email !== profile.email && verifiedEmail !== values.email) {
      form.setError('email', { type: 'verify', message: MSG.emailNotVerified }, { shouldFocus: true });
      fail();
      return;
    }
    const { cv, ...raw } = form.getValues();
    const body = new FormData();
    for (const [field, value] of Object.entries({ ...raw, email: values.email })) {
      // The sector travels nested, as docs/product/entities.md names it.
      if (value.trim())
        body.append(field === 'business_sector_id' ? 'business_sector[id]' : field, value.trim());
    }
    if (cv) body.append('cv', cv);
    await run(
      async () => {
        const saved = await save.mutateAsync(body);
        setVerifiedEmail(null);
        form.reset(defaults(saved));
        notifications.show({
          color: 'green',
          title: 'Details saved',
          message: 'Your details are up to date.',
        });
      },
      (error) => {
        // The code is spent on the first try: a refused save asks for a new one.
        if (isApiError(error) && error.fieldError('email') === MSG.emailNotVerified) setVerifiedEmail(null);
      },
    );
  });

  return (
    <FormCard {...card} onSubmit={onSubmit} saving={save.isPending} submitLabel="Save details">
      <NameFields form={form} />
      <EmailField
        form={form}
        onChange={() => {
          if (errors.email?.type === 'verify') form.clearErrors('email');
        }}
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
      <PersonFields form={form} optional />
      <OptionSelect
        label={optionalLabel('Business sector')}
        options={sectors}
        clearable
        error={errors.business_sector_id?.message}
        {...form.register('business_sector_id')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LinkField form={form} name="linkedin" />
        <LinkField form={form} name="business_website" label="Business website" />
      </SimpleGrid>
      <CvField
        form={form}
        description={
          profile.cv
            ? 'You have a CV on file. Choose a new PDF (up to 500 KB) to replace it.'
            : 'A PDF, up to 500 KB.'
        }
      />
      {profile.cv ? (
        <Group>
          <DownloadButton
            path={`/api${pathOf(api.profile.cv.path)}`}
            filename="cv.pdf"
            size="xs"
            variant="subtle"
          >
            Download my CV
          </DownloadButton>
        </Group>
      ) : null}
    </FormCard>
  );
}
