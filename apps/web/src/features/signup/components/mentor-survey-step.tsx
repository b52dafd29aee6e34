import { schemaResolver } from '../../../lib/schema-resolver';
import { Checkbox, Input, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MENTEES_LIMIT, mentorSurveyStep, type MentorSurveyOptions } from '@keh/contracts';
import { useMentorOptions } from '../api/signup-api';
import { getDraft, reachStep, updateDraft, type MentorSurveyDraft } from '../signup-draft';
import { stepPath } from '../signup-steps';
import { groupBlur, usePendingServerErrors } from '../use-step-form-helpers';
import { OptionSelect } from '../../../components/option-select';
import { OptionsState } from './options-state';
import { GROUP_LABEL } from './field-styles';
import { StepActions } from './step-actions';
import { useKeepDraft } from './use-keep-draft';

type Output = z.output<typeof mentorSurveyStep>;
const FIELDS = [
  'serviceConnection',
  'serviceType',
  'discoverType',
  'limitOfMentees',
  'specialisms',
  'skills',
] as const;
const MARKS = Array.from({ length: MENTEES_LIMIT.max - MENTEES_LIMIT.min + 1 }, (_, i) => ({
  value: MENTEES_LIMIT.min + i,
  label: String(MENTEES_LIMIT.min + i),
}));

/** Step 6 for a Business Captain. */
export function MentorSurveyStep() {
  const options = useMentorOptions();
  if (!options.data) return <OptionsState query={options} />;
  return <MentorSurveyForm options={options.data} />;
}

function MentorSurveyForm({ options }: { options: MentorSurveyOptions }) {
  const navigate = useNavigate();
  const limitLabelId = useId();
  const form = useForm<MentorSurveyDraft, unknown, Output>({
    mode: 'onTouched',
    resolver: schemaResolver(mentorSurveyStep),
    defaultValues: getDraft().mentorSurvey,
  });
  const { errors } = form.formState;
  useKeepDraft(form.watch, (mentorSurvey) => updateDraft((draft) => ({ ...draft, mentorSurvey })));
  usePendingServerErrors(form.setError, FIELDS);

  const onSubmit = form.handleSubmit(async () => {
    updateDraft((draft) => ({ ...draft, mentorSurvey: form.getValues() }));
    reachStep(7);
    await navigate(stepPath(7));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="lg">
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
          label="Discover type"
          description="How did you hear about the Knowledge Exchange Hub?"
          options={options.discover_types}
          error={errors.discoverType?.message}
          {...form.register('discoverType')}
        />
        <Controller
          control={form.control}
          name="limitOfMentees"
          render={({ field }) => (
            <Stack gap={6}>
              <Stack gap={2}>
                <Input.Label id={limitLabelId} size="md" component="span">
                  Limit of members
                </Input.Label>
                <Input.Description size="md">
                  How many Members you can mentor at the same time. You can change it later in your settings.
                </Input.Description>
              </Stack>
              <Slider
                min={MENTEES_LIMIT.min}
                max={MENTEES_LIMIT.max}
                step={1}
                marks={MARKS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                thumbLabel="Limit of members"
                thumbProps={{ 'aria-labelledby': limitLabelId }}
                label={(value) => `${value} ${value === 1 ? 'member' : 'members'}`}
                mx={8}
                mb="lg"
              />
              {errors.limitOfMentees ? (
                <Input.Error size="md">{errors.limitOfMentees.message}</Input.Error>
              ) : null}
            </Stack>
          )}
        />
        <Controller
          control={form.control}
          name="specialisms"
          render={({ field }) => (
            <Checkbox.Group
              {...GROUP_LABEL}
              label="Specialisms"
              description="The kinds of business you know best."
              value={field.value}
              onChange={field.onChange}
              onBlur={groupBlur(field.onBlur)}
              error={errors.specialisms?.message}
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
      </Stack>
    </form>
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
