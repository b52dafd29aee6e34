import type { ChangeEvent, ComponentProps } from 'react';
import { TextInput } from '@mantine/core';
import { formatDateDigits } from '../lib/dates';

type DateTextInputProps = Omit<ComponentProps<typeof TextInput>, 'type'>;

/**
 * A date typed as dd/mm/yyyy: only digits are kept and the slashes are put in for the user.
 * Works with react-hook-form's register (the event's value is rewritten before it is read).
 */
export function DateTextInput({ onChange, ...props }: DateTextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatDateDigits(event.target.value);
    if (formatted !== event.target.value) event.target.value = formatted;
    onChange?.(event);
  };
  return (
    <TextInput
      inputMode="numeric"
      placeholder="dd/mm/yyyy"
      maxLength={10}
      {...props}
      onChange={handleChange}
    />
  );
}
