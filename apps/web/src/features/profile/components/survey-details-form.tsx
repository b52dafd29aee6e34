import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { MemberRole, SurveyDetails, SurveyOptions } from '@keh/contracts';
import {
  BusinessFields,
  BusinessLinksFields,
  CourseFields,
  DiscoverTypeField,
  ServiceFields,
} from '../../../components/field-groups';
import { FormCard } from '../../../components/form-card';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveSurveyDetails } from '../api/survey-api';
import { surveyBody, surveyDefaults, surveyForm, type SurveyValues } from '../profile-schemas';
import { useSavingForm } from './use-saving-form';

type Output = z.output<ReturnType<typeof surveyForm>>;
const COURSE_DATES = ['course_date_from', 'course_date_to'] as const;

interface SurveyDetailsFormProps {
  role: MemberRole;
  details: SurveyDetails;
  options: SurveyOptions;
}

/** The survey details of docs/product/entities.md with the conditional fields of docs/product/validation.md; back to My Profile after saving. */
export function SurveyDetailsForm({ role, details, options }: SurveyDetailsFormProps) {
  const navigate = useNavigate();
  const save = useSaveSurveyDetails(role);
  const defaultValues = surveyDefaults(details);
  const form = useForm<SurveyValues, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(surveyForm(role)),
    defaultValues,
  });
  const { run, card } = useSavingForm(form, Object.keys(defaultValues) as (keyof SurveyValues)[]);
  const service = useWatch({ control: form.control, name: 'service_id' });

  const onSubmit = form.handleSubmit(() =>
    run(async () => {
      await save.mutateAsync(surveyBody(role, form.getValues()));
      notifications.show({
        color: 'green',
        title: 'Survey saved',
        message: 'Your survey details are up to date.',
      });
      // docs/product/screens.md: after a survey update, the profile page.
      await navigate('/my/profile');
    }),
  );

  return (
    <FormCard {...card} onSubmit={onSubmit} saving={save.isPending} submitLabel="Save survey">
      <ServiceFields form={form} options={options} />
      {role === 'mentor' ? (
        <DiscoverTypeField form={form} options={options.discover_types.mentor} />
      ) : (
        <>
          <CourseFields form={form} options={options} dates={COURSE_DATES} />
          <BusinessFields
            form={form}
            service={service}
            options={{ ...options, discover_types: options.discover_types.mentee }}
          />
          <BusinessLinksFields form={form} />
        </>
      )}
    </FormCard>
  );
}
