import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';

interface StepFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Messages with no field to sit under, shown above the fields. */
  messages?: string[];
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of a sign-up step's form: the browser's own checks off (spec messages instead). */
export function StepForm({ onSubmit, messages = [], gap = 'md', children }: StepFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={gap}>
        <FormAlert messages={messages} />
        {children}
      </Stack>
    </form>
  );
}
