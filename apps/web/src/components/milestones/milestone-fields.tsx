import { useId } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type FieldValues } from 'react-hook-form';
import { TASKS_MAX } from '@keh/contracts';
import { groupForm, type GroupFormProps } from '../field-groups/group-form';
import { optionalLabel } from '../option-select';
import type { MilestoneValues } from './milestone-model';
import { DateTextInput } from '../date-text-input';
import { TimeTextInput } from '../time-text-input';

interface MilestoneFieldsProps<T extends MilestoneValues & FieldValues, TOut> extends GroupFormProps<
  T,
  TOut
> {
  /** Editing a milestone that has a deadline: an empty date keeps it (the API changes it only when given). */
  keepsDeadline?: boolean;
}

/**
 * The fields of a milestone (docs/product/entities.md): milestone_name, deadline_date and deadline_time, notes and
 * at least one task. Used to add or edit a milestone of a plan or a template, and by the
 * add-template form.
 */
export function MilestoneFields<T extends MilestoneValues & FieldValues, TOut>({
  form,
  keepsDeadline = false,
}: MilestoneFieldsProps<T, TOut>) {
  const { register, control, formState, trigger } = groupForm<MilestoneValues>(form);
  const { errors, isSubmitted } = formState;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const listError = errors.tasks?.root?.message ?? errors.tasks?.message;
  const listErrorId = useId();
  const recheck = () => {
    if (isSubmitted) void trigger('tasks');
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Milestone name"
        error={errors.milestone_name?.message}
        {...register('milestone_name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateTextInput
          label={optionalLabel('Deadline date')}
          description="dd/mm/yyyy"
          error={errors.deadline_date?.message}
          {...register('deadline_date')}
        />
        <TimeTextInput
          label={optionalLabel('Deadline time')}
          description="24-hour, hh:mm"
          error={errors.deadline_time?.message}
          {...register('deadline_time')}
        />
      </SimpleGrid>
      {keepsDeadline ? (
        <Text size="sm" c="dimmed" mt={-8}>
          Leave the date empty to keep the current deadline.
        </Text>
      ) : null}
      <Textarea
        label={optionalLabel('Notes')}
        autosize
        minRows={2}
        maxRows={8}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Fieldset
        legend="Tasks"
        variant="unstyled"
        aria-describedby={listError ? listErrorId : undefined}
        styles={{ legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)' } }}
      >
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            To add a link, write [title](https://…), for example [GOV.UK guide](https://www.gov.uk).
          </Text>
          {tasks.fields.map((field, index) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={`Task ${index + 1}`}
                style={{ flex: 1 }}
                error={errors.tasks?.[index]?.title?.message}
                {...register(`tasks.${index}.title`)}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size={42}
                mt={28}
                aria-label={`Remove task ${index + 1}`}
                onClick={() => {
                  tasks.remove(index);
                  recheck();
                }}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {listError ? (
            <Text id={listErrorId} size="sm" c="var(--mantine-color-error)" role="alert">
              {listError}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={tasks.fields.length >= TASKS_MAX}
              onClick={() => {
                tasks.append({ title: '' });
                recheck();
              }}
            >
              Add task
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
