import { useEffect } from 'react';
import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { surveyVisibility, type Option } from '@keh/contracts';
import { DateTextInput } from '../date-text-input';
import { OptionSelect, optionalLabel } from '../option-select';
import { ChoiceField } from './choice-field';
import { groupForm, type GroupFormProps } from './group-form';
import { DiscoverTypeField } from './service-fields';

const BUSINESS_TYPE_CHOICES = [
  { value: 'idea', label: 'I have a business idea' },
  { value: 'trading', label: 'I am already trading' },
] as const;

export interface BusinessValues {
  discover_type_id: string;
  business_type: string;
  referred_text: string;
  loan_amount: number | string;
  business_status: string;
  business_start_date: string;
  business_description: string;
  company_number: string;
}

type BusinessFieldsProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  /** The service received: it decides which fields show (docs/product/validation.md). */
  service: unknown;
  options: { discover_types: readonly Option[]; business_statuses: readonly string[] };
  /** Sign-up asks the business sector here, beside the start date (My Details has it elsewhere). */
  sectors?: readonly Option[];
};

/**
 * A Member's business as their service asks it: discover type and idea or trading (11), referrer
 * (3), loan amount and business status (1), start date, description, company number (not for a
 * Sole Trader). Sign-up step 7 and My Survey.
 */
export function BusinessFields<T extends BusinessValues & FieldValues, TOut>({
  form,
  service,
  options,
  sectors,
}: BusinessFieldsProps<T, TOut>) {
  const f = groupForm<BusinessValues & { business_sector_id: string }>(form);
  const { register, control, clearErrors } = f;
  const { errors } = f.formState;
  const status = useWatch({ control, name: 'business_status' });
  const shown = surveyVisibility(service, status);
  // A field the service hides takes its message with it.
  useEffect(() => {
    if (!shown.companyNumber) clearErrors('company_number');
  }, [shown.companyNumber, clearErrors]);

  const startDate = (
    <DateTextInput
      label={optionalLabel('Business start date')}
      error={errors.business_start_date?.message}
      {...register('business_start_date')}
    />
  );
  return (
    <>
      {shown.discover ? (
        <>
          <DiscoverTypeField form={form} options={options.discover_types} />
          <ChoiceField
            form={form}
            name="business_type"
            label="Idea or trading"
            description="Where is your business today?"
            choices={BUSINESS_TYPE_CHOICES}
          />
        </>
      ) : null}
      {shown.referred ? (
        <TextInput
          label={optionalLabel('Referrer')}
          description="The organisation or person who referred you."
          error={errors.referred_text?.message}
          {...register('referred_text')}
        />
      ) : null}
      {shown.loan ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="loan_amount"
            render={({ field }) => (
              <NumberInput
                size="md"
                label={optionalLabel('Loan amount')}
                leftSection="£"
                allowNegative={false}
                decimalScale={0}
                hideControls
                inputMode="numeric"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.loan_amount?.message}
              />
            )}
          />
          <OptionSelect
            label={optionalLabel('Business status')}
            options={options.business_statuses}
            clearable
            error={errors.business_status?.message}
            {...register('business_status')}
          />
        </SimpleGrid>
      ) : null}
      {sectors ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OptionSelect
            label="Business sector"
            options={sectors}
            error={errors.business_sector_id?.message}
            {...register('business_sector_id')}
          />
          {startDate}
        </SimpleGrid>
      ) : (
        startDate
      )}
      <Textarea
        size="md"
        label={optionalLabel('Business description')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        error={errors.business_description?.message}
        {...register('business_description')}
      />
      {shown.companyNumber ? (
        <TextInput
          label={optionalLabel('Company number')}
          maxLength={20}
          error={errors.company_number?.message}
          {...register('company_number')}
        />
      ) : null}
    </>
  );
}
