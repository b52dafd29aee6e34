import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { FormAlert } from './form-alert';
import { SavingIndicator, type SavingStatus } from './saving-indicator';

interface FormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Messages with no field to sit under, shown above the fields. */
  messages: string[];
  status: SavingStatus;
  saving: boolean;
  /** The submit waits while a field has an error (docs/product/validation.md). */
  disabled: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** A form of the profile area on its card: the fields, then 'Saving' / 'Saved' / 'Error' beside the submit. */
export function FormCard({
  onSubmit,
  messages,
  status,
  saving,
  disabled,
  submitLabel,
  children,
}: FormCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <FormAlert messages={messages} />
          {children}
          <Group justify="space-between" mt="xs">
            <SavingIndicator status={status} />
            <Button type="submit" loading={saving} disabled={disabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
