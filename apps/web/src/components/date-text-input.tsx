import type { ChangeEvent, ComponentProps } from 'react';
import { TextInput } from '@mantine/core';

/** Reduces what was typed to digits and lays them out as dd/mm/yyyy (spec section 5). */
export function formatDateDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

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
