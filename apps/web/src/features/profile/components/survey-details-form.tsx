import { useEffect, useState } from 'react';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { MemberRole, SurveyDetails, SurveyOptions } from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { FormAlert } from '../../../components/form-alert';
import { SavingIndicator, type SavingStatus } from '../../../components/saving-indicator';
import { isoToDmy } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveSurveyDetails } from '../api/survey-api';
import { surveyBody, surveyForm, surveyVisibility, type SurveyValues } from '../profile-schemas';
import { OptionSelect, optionalLabel } from '../../../components/option-select';

type Output = z.output<ReturnType<typeof surveyForm>>;

/** Server field names (422 errors) → form fields. */
const SERVER_FIELDS: Record<string, keyof SurveyValues> = {
  service_connection_id: 'service_connection',
  service_type_id: 'service_type',
  discover_type_id: 'discover_type',
  service_id: 'service',
};
const FIELDS = [
  'service_connection',
  'service_type',
  'discover_type',
  'service',
  'course_name',
  'course_date_from',
  'course_date_to',
  'loan_amount',
  'business_status',
  'business_type',
  'referred_text',
  'business_start_date',
  'business_description',
  'company_number',
  'business_website',
  'business_twitter',
  'business_facebook',
  'business_instagram',
  'business_linkedin',
] as const;

const LINKS = [
  { name: 'business_website', label: 'Website', placeholder: 'https://www.example.co.uk' },
  { name: 'business_twitter', label: 'Twitter', placeholder: 'https://x.com/…' },
  { name: 'business_facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { name: 'business_instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { name: 'business_linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/…' },
] as const;

function defaults(d: SurveyDetails): SurveyValues {
  const id = (x: { id: number } | null) => (x ? String(x.id) : '');
  return {
    service_connection: id(d.service_connection),
    service_type: id(d.service_type),
    discover_type: id(d.discover_type),
    service: id(d.service),
    course_name: d.course_name ?? '',
    course_date_from: isoToDmy(d.course_date_from),
    course_date_to: isoToDmy(d.course_date_to),
    loan_amount: d.loan_amount ?? '',
    business_status: d.business_status ?? '',
    business_type: d.business_type ?? '',
    referred_text: d.referred_text ?? '',
    business_start_date: isoToDmy(d.business_start_date),
    business_description: d.business_description ?? '',
    company_number: d.company_number ?? '',
    business_website: d.business_website ?? '',
    business_twitter: d.business_twitter ?? '',
    business_facebook: d.business_facebook ?? '',
    business_instagram: d.business_instagram ?? '',
    business_linkedin: d.business_linkedin ?? '',
  };
}

interface SurveyDetailsFormProps {
  role: MemberRole;
  details: SurveyDetails;
  options: SurveyOptions;
}

/** The survey details of spec 3 with the conditional fields of spec 5; back to My Profile after saving. */
export function SurveyDetailsForm({ role, details, options }: SurveyDetailsFormProps) {
  const navigate = useNavigate();
  const save = useSaveSurveyDetails(role);
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const form = useForm<SurveyValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(surveyForm(role)),
    defaultValues: defaults(details),
  });
  const { errors } = form.formState;
  const { clearErrors } = form;
  const [service, businessStatus] = useWatch({ control: form.control, name: ['service', 'business_status'] });
  const show = surveyVisibility(Number(service), businessStatus);
  const isMember = role === 'mentee';

  // A field the service hides takes its error with it.
  useEffect(() => {
    if (!show.companyNumber) clearErrors('company_number');
  }, [show.companyNumber, clearErrors]);

  const onSubmit = form.handleSubmit(async () => {
    setMessages([]);
    setStatus('saving');
    try {
      await save.mutateAsync(surveyBody(role, form.getValues()));
      setStatus('saved');
      notifications.show({
        color: 'green',
        title: 'Survey saved',
        message: 'Your survey details are up to date.',
      });
      // Spec 2: after a survey update, the profile page.
      await navigate('/my/profile');
    } catch (error) {
      setStatus('error');
      setMessages(applyServerErrors(renameFields(error), form.setError, FIELDS));
    }
  });

  const discoverOptions = isMember ? options.discover_types.mentee : options.discover_types.mentor;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <FormAlert messages={messages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <OptionSelect
              label="Service connection"
              options={options.service_connections}
              error={errors.service_connection?.message}
              {...form.register('service_connection')}
            />
            <OptionSelect
              label="Service type"
              options={options.service_types}
              error={errors.service_type?.message}
              {...form.register('service_type')}
            />
          </SimpleGrid>
          {!isMember ? (
            <OptionSelect
              label="Discover type"
              description="How did you hear about the Knowledge Exchange Hub?"
              options={discoverOptions}
              error={errors.discover_type?.message}
              {...form.register('discover_type')}
            />
          ) : (
            <>
              <OptionSelect
                label="Service received"
                options={options.services}
                error={errors.service?.message}
                {...form.register('service')}
              />
              {show.course ? (
                <>
                  <TextInput
                    label={optionalLabel('Course name')}
                    error={errors.course_name?.message}
                    {...form.register('course_name')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <DateTextInput
                      label={optionalLabel('Course start date')}
                      error={errors.course_date_from?.message}
                      {...form.register('course_date_from')}
                    />
                    <DateTextInput
                      label={optionalLabel('Course end date')}
                      error={errors.course_date_to?.message}
                      {...form.register('course_date_to')}
                    />
                  </SimpleGrid>
                </>
              ) : null}
              {show.discover ? (
                <>
                  <OptionSelect
                    label="Discover type"
                    description="How did you hear about the Knowledge Exchange Hub?"
                    options={discoverOptions}
                    error={errors.discover_type?.message}
                    {...form.register('discover_type')}
                  />
                  <Controller
                    control={form.control}
                    name="business_type"
                    render={({ field }) => (
                      <Radio.Group
                        label="Idea or trading"
                        description="Where is your business today?"
                        value={field.value || null}
                        onChange={field.onChange}
                        error={errors.business_type?.message}
                      >
                        <Group gap="lg" mt="xs">
                          <Radio
                            value="idea"
                            label="I have a business idea"
                            ref={field.ref}
                            onBlur={field.onBlur}
                          />
                          <Radio value="trading" label="I am already trading" onBlur={field.onBlur} />
                        </Group>
                      </Radio.Group>
                    )}
                  />
                </>
              ) : null}
              {show.referred ? (
                <TextInput
                  label={optionalLabel('Referrer')}
                  description="The organisation or person who referred you."
                  error={errors.referred_text?.message}
                  {...form.register('referred_text')}
                />
              ) : null}
              {show.loan ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={optionalLabel('Loan amount')}
                    leftSection="£"
                    inputMode="numeric"
                    error={errors.loan_amount?.message}
                    {...form.register('loan_amount')}
                  />
                  <OptionSelect
                    label={optionalLabel('Business status')}
                    options={options.business_statuses}
                    clearable
                    error={errors.business_status?.message}
                    {...form.register('business_status')}
                  />
                </SimpleGrid>
              ) : null}
              <DateTextInput
                label={optionalLabel('Business start date')}
                error={errors.business_start_date?.message}
                {...form.register('business_start_date')}
              />
              <Textarea
                size="md"
                label={optionalLabel('Business description')}
                autosize
                minRows={3}
                maxRows={10}
                maxLength={5000}
                error={errors.business_description?.message}
                {...form.register('business_description')}
              />
              {show.companyNumber ? (
                <TextInput
                  label={optionalLabel('Company number')}
                  maxLength={20}
                  error={errors.company_number?.message}
                  {...form.register('company_number')}
                />
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {LINKS.map((link) => (
                  <TextInput
                    key={link.name}
                    label={optionalLabel(link.label)}
                    type="url"
                    inputMode="url"
                    placeholder={link.placeholder}
                    error={errors[link.name]?.message}
                    {...form.register(link.name)}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
          <Group justify="space-between" mt="xs">
            <SavingIndicator status={status} />
            <Button type="submit" loading={save.isPending} disabled={Object.keys(errors).length > 0}>
              Save survey
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The server names ids `<field>_id`; the form names them without the suffix. */
function renameFields(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return error;
  const errors = (error as { errors: Record<string, string[]> }).errors;
  for (const [server, field] of Object.entries(SERVER_FIELDS)) {
    if (errors[server]) {
      errors[field] = errors[server];
      delete errors[server];
    }
  }
  return error;
}
