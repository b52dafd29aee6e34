import type { ReactNode } from 'react';
import { Group, Radio } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import { GROUP_LABEL, groupBlur, groupForm, type GroupFormProps } from './group-form';

type ChoiceFieldProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  name: keyof T & string;
  label: string;
  description?: ReactNode;
  choices: readonly { value: string; label: string }[];
};

/** One answer out of a few, as a labelled radio group (idea or trading; assess yourself now). */
export function ChoiceField<T extends FieldValues, TOut>({
  form,
  name,
  label,
  description,
  choices,
}: ChoiceFieldProps<T, TOut>) {
  const { control, formState } = groupForm<Record<string, string>>(form);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          {...GROUP_LABEL}
          label={label}
          description={description}
          value={field.value || null}
          onChange={field.onChange}
          onBlur={groupBlur(field.onBlur)}
          error={formState.errors[name]?.message as ReactNode}
        >
          <Group gap="lg" mt="xs">
            {choices.map((choice, index) => (
              <Radio
                key={choice.value}
                value={choice.value}
                label={choice.label}
                ref={index === 0 ? field.ref : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
