import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { groupForm, type GroupFormProps } from './group-form';

export interface NameValues {
  first_name: string;
  last_name: string;
}

/** First and last name (sign-up step 2, My Details). */
export function NameFields<T extends NameValues & FieldValues, TOut>({ form }: GroupFormProps<T, TOut>) {
  const { register, formState } = groupForm<NameValues>(form);
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
    </SimpleGrid>
  );
}
