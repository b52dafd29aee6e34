import type { ChangeEvent, ComponentProps } from 'react';
import { TextInput } from '@mantine/core';
import { formatTimeDigits } from '../lib/dates';

type TimeTextInputProps = Omit<ComponentProps<typeof TextInput>, 'type'>;

/**
 * A time typed as 24-hour hh:mm, the colon put in for the user (issue 28: one time format, en-GB,
 * on every phone; a native time input shows AM/PM where the phone is set so). Works with
 * react-hook-form's register, like DateTextInput.
 */
export function TimeTextInput({ onChange, ...props }: TimeTextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatTimeDigits(event.target.value);
    if (formatted !== event.target.value) event.target.value = formatted;
    onChange?.(event);
  };
  return (
    <TextInput inputMode="numeric" placeholder="hh:mm" maxLength={5} {...props} onChange={handleChange} />
  );
}
