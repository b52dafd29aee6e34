import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { Milestone } from '@keh/contracts';
import { applyServerErrors } from '../../lib/form-errors';
import { FormAlert } from '../form-alert';
import { SavingIndicator, type SavingStatus } from '../saving-indicator';
import { MilestoneFields } from './milestone-fields';
import {
  formFieldOf,
  milestoneDefaults,
  milestoneForm,
  toMilestonePayload,
  type MilestonePayload,
  type MilestoneValues,
} from './milestone-model';

interface MilestoneFormProps {
  /** The milestone being edited; none adds a new one. */
  milestone?: Milestone | null;
  submitLabel: string;
  /** Sends the body; a refusal (thrown) lands on the fields and keeps what was typed. */
  onSave: (payload: MilestonePayload) => Promise<unknown>;
  onCancel?: () => void;
}

/** Adds or edits one milestone (of a plan or a template). */
export function MilestoneForm({ milestone, submitLabel, onSave, onCancel }: MilestoneFormProps) {
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<SavingStatus>('idle');
  const form = useForm<MilestoneValues>({
    mode: 'onTouched',
    resolver: zodResolver(milestoneForm),
    defaultValues: milestoneDefaults(milestone),
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessages([]);
      setStatus('saving');
      try {
        await onSave(toMilestonePayload(values));
        setStatus('saved');
      } catch (error) {
        setStatus('error');
        setMessages(applyServerErrors(error, form.setError, isMilestoneField, formFieldOf));
      }
    },
    () => setStatus('idle'),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAlert messages={messages} />
        <MilestoneFields form={form} keepsDeadline={Boolean(milestone?.deadline)} />
        <Group justify="space-between" gap="sm">
          <SavingIndicator status={status} />
          <Group gap="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The names a server error may land on in a milestone form. */
export function isMilestoneField(name: string): boolean {
  return /^(milestone_name|deadline_date|deadline_time|notes|tasks\.root|tasks\.\d+\.title)$/.test(name);
}
