import { useEffect } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SERVICE_NO_COURSE, type MenteeSurveyOptions } from '@keh/contracts';
import { DateTextInput } from '../../../components/date-text-input';
import { useMenteeOptions } from '../api/signup-api';
import { getDraft, reachStep, updateDraft, type MenteeSurveyDraft } from '../signup-draft';
import { menteeSurveyForm } from '../signup-schemas';
import { stepPath } from '../signup-steps';
import { usePendingServerErrors } from '../use-step-form-helpers';
import { OptionSelect, optionalLabel } from '../../../components/option-select';
import { OptionsState } from './options-state';
import { StepActions } from './step-actions';
import { useKeepDraft } from './use-keep-draft';

type Output = z.output<typeof menteeSurveyForm>;
const FIELDS = [
  'serviceConnection',
  'serviceType',
  'service',
  'courseName',
  'course_date_from',
  'course_date_to',
] as const;

/** Step 6 for a Member: service connection and type, the service received and the course. */
export function MenteeSurveyStep() {
  const options = useMenteeOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <MenteeSurveyForm options={options.data} />;
}

function MenteeSurveyForm({ options }: { options: MenteeSurveyOptions }) {
  const navigate = useNavigate();
  const form = useForm<MenteeSurveyDraft, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(menteeSurveyForm),
    defaultValues: getDraft().menteeSurvey,
  });
  const { errors } = form.formState;
  useKeepDraft(form.watch, (menteeSurvey) => updateDraft((draft) => ({ ...draft, menteeSurvey })));
  usePendingServerErrors(form.setError, FIELDS);
  const service = Number(useWatch({ control: form.control, name: 'service' }));
  const hasCourse = service !== SERVICE_NO_COURSE;
  // Hidden fields are not checked: drop their messages so NEXT does not wait on them.
  const { clearErrors } = form;
  useEffect(() => {
    if (!hasCourse) clearErrors(['courseName', 'course_date_from', 'course_date_to']);
  }, [hasCourse, clearErrors]);

  const onSubmit = form.handleSubmit(async () => {
    updateDraft((draft) => ({ ...draft, menteeSurvey: form.getValues() }));
    reachStep(7);
    await navigate(stepPath(7));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OptionSelect
            label="Service connection"
            options={options.service_connections}
            error={errors.serviceConnection?.message}
            {...form.register('serviceConnection')}
          />
          <OptionSelect
            label="Service type"
            options={options.service_types}
            error={errors.serviceType?.message}
            {...form.register('serviceType')}
          />
        </SimpleGrid>
        <OptionSelect
          label="Service received"
          description="The programme or course that brought you to the Hub."
          options={options.services}
          error={errors.service?.message}
          {...form.register('service')}
        />
        {hasCourse ? (
          <>
            <TextInput
              label={optionalLabel('Course name')}
              error={errors.courseName?.message}
              {...form.register('courseName')}
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
        <StepActions backTo={5} disabled={Object.keys(errors).length > 0} />
      </Stack>
    </form>
  );
}
