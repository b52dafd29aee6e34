import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { MentorSurveyOptions } from '@keh/contracts';
import { DiscoverTypeField, GROUP_LABEL, ServiceFields, groupBlur } from '../../../components/field-groups';
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
          <Checkbox.Group
            {...GROUP_LABEL}
            label="Specialisms"
            description="The kinds of business you know best."
            value={field.value}
            onChange={field.onChange}
            onBlur={groupBlur(field.onBlur)}
            error={errors.business_specializations?.message}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {options.business_specializations.map((option) => (
                <Checkbox key={option.id} value={String(option.id)} label={option.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <Checkbox.Group
            {...GROUP_LABEL}
            label="Skills"
            description="Choose the skills you can help Members with."
            value={field.value}
            onChange={field.onChange}
            onBlur={groupBlur(field.onBlur)}
            error={errors.skills?.message}
          >
            <Stack gap="md" mt="xs">
              {options.skill_categories.map((category) => (
                <SkillCategory key={category.id} name={category.name}>
                  {category.skills.map((skill) => (
                    <Checkbox key={skill.id} value={String(skill.id)} label={skill.name} />
                  ))}
                </SkillCategory>
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <StepActions backTo={5} disabled={Object.keys(errors).length > 0} />
    </StepForm>
  );
}

function SkillCategory({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={700} c="navy.8" mb={6}>
        {name}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </div>
  );
}
