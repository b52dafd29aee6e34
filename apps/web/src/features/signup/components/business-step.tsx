import { useEffect } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Group, NumberInput, Radio, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED, type MenteeSurveyOptions } from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { FilePicker, checkFile } from '../../../components/file-picker';
import { useMenteeOptions } from '../api/signup-api';
import { getDraft, getSecrets, reachStep, setSecret, updateDraft, type BusinessDraft } from '../signup-draft';
import { CV_RULE, businessForm } from '../signup-schemas';
import { stepPath } from '../signup-steps';
import { groupBlur, usePendingServerErrors } from '../use-step-form-helpers';
import { BusinessLinksFields } from './business-links-fields';
import { OptionSelect, optionalLabel } from '../../../components/option-select';
import { OptionsState } from './options-state';
import { GROUP_LABEL } from './field-styles';
import { StepActions } from './step-actions';
import { useKeepDraft } from './use-keep-draft';

export type BusinessValues = Omit<BusinessDraft, 'cvName'> & { cv: File | null };
type Output = z.output<ReturnType<typeof businessForm>>;

const FIELDS = [
  'discover_types_mentee',
  'business_type',
  'referred_text',
  'loanAmount',
  'businessStatus',
  'businessStartDate',
  'businessDescription',
  'businessSector',
  'companyNumber',
  'businessWebsite',
  'businessTwitter',
  'businessFacebook',
  'businessInstagram',
  'linkedin_business',
  'cv',
  'signupWantQuest',
] as const;

/** Step 7 for a Member: business information; which fields show depends on the service (spec section 5). */
export function BusinessStep() {
  const options = useMenteeOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <BusinessForm options={options.data} service={Number(getDraft().menteeSurvey.service)} />;
}

function BusinessForm({ options, service }: { options: MenteeSurveyOptions; service: number }) {
  const navigate = useNavigate();
  const { cvName, ...business } = getDraft().business;
  const form = useForm<BusinessValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(businessForm(service)),
    defaultValues: { ...business, cv: getSecrets().cv },
  });
  const { errors } = form.formState;
  const { clearErrors } = form;
  useKeepDraft(form.watch, ({ cv: _cv, ...values }) =>
    updateDraft((draft) => ({ ...draft, business: { ...values, cvName: draft.business.cvName } })),
  );
  usePendingServerErrors(form.setError, FIELDS);

  const status = useWatch({ control: form.control, name: 'businessStatus' });
  const soleTrader = service === SERVICE_LOAN && status === 'Sole Trader';
  useEffect(() => {
    if (soleTrader) clearErrors('companyNumber');
  }, [soleTrader, clearErrors]);

  const onSubmit = form.handleSubmit(async (values) => {
    const { cv, ...rest } = form.getValues();
    setSecret('cv', cv);
    updateDraft((draft) => ({ ...draft, business: { ...rest, cvName: cv?.name ?? '' } }));
    const next = values.signupWantQuest === 'yes' ? 8 : 9;
    reachStep(next);
    await navigate(stepPath(next));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {service === SERVICE_NO_COURSE ? (
          <>
            <OptionSelect
              label="Discover type"
              description="How did you hear about the Knowledge Exchange Hub?"
              options={options.discover_types}
              error={errors.discover_types_mentee?.message}
              {...form.register('discover_types_mentee')}
            />
            <Controller
              control={form.control}
              name="business_type"
              render={({ field }) => (
                <Radio.Group
                  {...GROUP_LABEL}
                  label="Idea or trading"
                  description="Where is your business today?"
                  value={field.value || null}
                  onChange={field.onChange}
                  onBlur={groupBlur(field.onBlur)}
                  error={errors.business_type?.message}
                >
                  <Group gap="lg" mt="xs">
                    <Radio value="idea" label="I have a business idea" ref={field.ref} />
                    <Radio value="trading" label="I am already trading" />
                  </Group>
                </Radio.Group>
              )}
            />
          </>
        ) : null}
        {service === SERVICE_REFERRED ? (
          <TextInput
            label={optionalLabel('Referrer')}
            description="The organisation or person who referred you."
            error={errors.referred_text?.message}
            {...form.register('referred_text')}
          />
        ) : null}
        {service === SERVICE_LOAN ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="loanAmount"
              render={({ field }) => (
                <NumberInput
                  size="md"
                  label={optionalLabel('Loan amount')}
                  leftSection="£"
                  allowNegative={false}
                  decimalScale={0}
                  thousandSeparator=","
                  hideControls
                  inputMode="numeric"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.loanAmount?.message}
                />
              )}
            />
            <OptionSelect
              label={optionalLabel('Business status')}
              options={options.business_statuses}
              error={errors.businessStatus?.message}
              {...form.register('businessStatus')}
            />
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OptionSelect
            label="Business sector"
            options={options.business_sectors}
            error={errors.businessSector?.message}
            {...form.register('businessSector')}
          />
          <DateTextInput
            label={optionalLabel('Business start date')}
            error={errors.businessStartDate?.message}
            {...form.register('businessStartDate')}
          />
        </SimpleGrid>
        <Textarea
          size="md"
          label={optionalLabel('Business description')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          error={errors.businessDescription?.message}
          {...form.register('businessDescription')}
        />
        {soleTrader ? null : (
          <TextInput
            label={optionalLabel('Company number')}
            maxLength={20}
            error={errors.companyNumber?.message}
            {...form.register('companyNumber')}
          />
        )}
        <BusinessLinksFields register={form.register} errors={errors} />
        <Controller
          control={form.control}
          name="cv"
          render={({ field }) => (
            <FilePicker
              label={optionalLabel('CV')}
              description={
                cvName && !field.value
                  ? `You chose ${cvName} before the page was reloaded; please choose it again.`
                  : 'A PDF, up to 500 KB.'
              }
              accept="application/pdf"
              kind="document"
              chooseLabel="Choose a PDF"
              changeLabel="Change file"
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                setSecret('cv', file && !checkFile(file, CV_RULE) ? file : null);
                updateDraft((draft) => ({
                  ...draft,
                  business: { ...draft.business, cvName: file?.name ?? '' },
                }));
              }}
              onBlur={field.onBlur}
              error={errors.cv?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="signupWantQuest"
          render={({ field }) => (
            <Radio.Group
              {...GROUP_LABEL}
              label="Would you like to assess yourself now?"
              description="A short questionnaire (about 10 minutes) that helps your Business Captain see where to start."
              value={field.value || null}
              onChange={field.onChange}
              onBlur={groupBlur(field.onBlur)}
              error={errors.signupWantQuest?.message}
            >
              <Group gap="lg" mt="xs">
                <Radio value="yes" label="Yes" ref={field.ref} />
                <Radio value="no" label="No, later" />
              </Group>
            </Radio.Group>
          )}
        />
        <StepActions backTo={6} disabled={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}
