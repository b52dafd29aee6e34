import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { groupForm, type GroupFormProps } from './group-form';

type EmailFieldProps<T extends FieldValues, TOut> = GroupFormProps<T, TOut> & {
  description?: ReactNode;
  /** A message of the form's own (an address the server said is taken) instead of the field's. */
  error?: string;
  onBlur?: () => void;
  onChange?: () => void;
};

/** The e-mail address (sign-up step 2, My Details): a changed one is confirmed with a code. */
export function EmailField<T extends { email: string } & FieldValues, TOut>({
  form,
  description,
  error,
  onBlur,
  onChange,
}: EmailFieldProps<T, TOut>) {
  const { register, formState } = groupForm<{ email: string }>(form);
  return (
    <TextInput
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      description={description}
      error={error ?? formState.errors.email?.message}
      {...register('email', { onBlur, onChange })}
    />
  );
}
