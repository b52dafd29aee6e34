import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { AppModal } from './app-modal';
import type { ConfirmModalProps } from './confirm-modal';
import { FormAlert } from './form-alert';
import { reasonError } from '../lib/reason';

interface ReasonModalProps extends Omit<
  ConfirmModalProps,
  'confirmColor' | 'cancelLabel' | 'confirmLabel' | 'messages' | 'busy'
> {
  confirmLabel: string;
  /** The server's words when it refused. */
  messages: readonly string[];
  busy: boolean;
  /** The field's label: who reads the reason. */
  label: string;
  /** Kept by the caller, so closing the modal loses nothing typed. */
  reason: string;
  onReasonChange: (reason: string) => void;
  max: number;
  requiredMessage: string;
  /** The server's message for the reason, if it refused it. */
  serverError?: string;
  /** What the reason is for, shown under the field before the character count. */
  hint?: string;
}

/**
 * An action that needs a reason (a ban, a refusal): the reason is checked as it is typed once the
 * field has been left, and on submit; the modal's content (and so what was touched) resets each
 * time it opens, the reason itself stays with the caller.
 */
export function ReasonModal({ opened, title, busy, onCancel, ...form }: ReasonModalProps) {
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title={title} size="md">
      <ReasonForm busy={busy} onCancel={onCancel} {...form} />
    </AppModal>
  );
}

function ReasonForm({
  children,
  label,
  reason,
  onReasonChange,
  max,
  requiredMessage,
  serverError,
  hint,
  messages,
  busy,
  confirmLabel,
  onCancel,
  onConfirm,
}: Omit<ReasonModalProps, 'opened' | 'title'>) {
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const localError = reasonError(reason, max, requiredMessage);
  const error = (touched || submitted ? localError : '') || serverError;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!localError) onConfirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <FormAlert messages={messages} />
        <Textarea
          label={label}
          required
          autosize
          minRows={4}
          maxRows={10}
          value={reason}
          onChange={(event) => onReasonChange(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error || undefined}
          description={`${hint ? `${hint} ` : ''}${reason.length} / ${max} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red.8" loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
