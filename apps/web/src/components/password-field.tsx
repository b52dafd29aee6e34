import type { ComponentProps } from 'react';
import { PasswordInput } from '@mantine/core';

type PasswordFieldProps = ComponentProps<typeof PasswordInput>;

/**
 * PasswordInput whose show/hide button does not contain the word "password", so the field is
 * the only element found by its label ("Password", "New password"…).
 */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters typed' }}
    />
  );
}
