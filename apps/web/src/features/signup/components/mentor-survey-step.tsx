import { Controller } from 'react-hook-form';
import type { MentorSurveyOptions } from '@keh/contracts';
import { DiscoverTypeField, ServiceFields } from '../../../components/field-groups';
import { OptionPicker } from '../../../components/option-picker';
import { MenteesLimitSlider } from '../../../components/mentees-limit-slider';
import { useMentorOptions } from '../api/signup-api';
import type { SignupValues } from '../signup-draft';
import { mentorSurveyForm } from '../signup-schemas';
import { useStepForm } from '../use-step-form';
import { OptionsState } from './options-state';
import { StepActions } from './step-actions';
import { StepForm } from './step-form';

const FIELDS = Object.keys(mentorSurveyForm.shape);
type Values = Pick<SignupValues, keyof typeof mentorSurveyForm.shape>;

/** Step 6 for a Business Captain. */
export function MentorSurveyStep() {
  const options = useMentorOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <MentorSurveyForm options={options.data} />;
}

function MentorSurveyForm({ options }: { options: MentorSurveyOptions }) {
  const { form, submitTo } = useStepForm<Values, typeof mentorSurveyForm>({
    schema: mentorSurveyForm,
    fields: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <StepForm onSubmit={submitTo(7)} gap="lg">
      <ServiceFields form={form} options={options} />
      <DiscoverTypeField form={form} options={options.discover_types} />
      <Controller
        control={form.control}
        name="mentees_limit"
        render={({ field }) => (
          <MenteesLimitSlider
            description="How many Members you can mentor at the same time. You can change it later in your settings."
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.mentees_limit?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="business_specializations"
        render={({ field }) => (
          <OptionPicker
            label="Specialisms"
            description="The kinds of business you know best."
            groups={[{ id: 0, name: '', options: options.business_specializations }]}
            {...idListField(field)}
            error={errors.business_specializations?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <OptionPicker
            label="Skills"
            description="Choose the skills you can help Members with."
            groups={options.skill_categories.map((c) => ({ id: c.id, name: c.name, options: c.skills }))}
            {...idListField(field)}
            error={errors.skills?.message}
          />
        )}
      />
      <StepActions backTo={5} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}

/** A form field holding ids as strings (the draft's shape), as the picker's checked/toggle pair. */
function idListField(field: { value: string[]; onChange: (v: string[]) => void; onBlur: () => void }) {
  return {
    isOn: (id: number) => field.value.includes(String(id)),
    onToggle: (id: number, on: boolean) =>
      field.onChange(on ? [...field.value, String(id)] : field.value.filter((v) => v !== String(id))),
    onBlur: field.onBlur,
  };
}
