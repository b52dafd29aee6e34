import type { MenteeSurveyOptions } from '@keh/contracts';
import {
  CourseFields,
  ServiceFields,
  type CourseValues,
  type ServiceValues,
} from '../../../components/field-groups';
import { useMenteeOptions } from '../api/signup-api';
import { fieldsOfStep, menteeSurveyForm } from '../signup-schemas';
import { useStepForm } from '../use-step-form';
import { OptionsState } from './options-state';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

type Values = ServiceValues & CourseValues & { course_from: string; course_to: string };
const FIELDS = fieldsOfStep('mentee', 6);
const COURSE_DATES = ['course_from', 'course_to'] as const;

/** Step 6 for a Member: service connection and type, the service received and the course. */
export function MenteeSurveyStep() {
  const options = useMenteeOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <MenteeSurveyForm options={options.data} />;
}

function MenteeSurveyForm({ options }: { options: MenteeSurveyOptions }) {
  const { form, submitTo } = useStepForm<Values, typeof menteeSurveyForm>({
    schema: menteeSurveyForm,
    fields: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <StepForm onSubmit={submitTo(7)}>
      <ServiceFields form={form} options={options} />
      <CourseFields form={form} options={options} dates={COURSE_DATES} />
      <StepActions backTo={5} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}
