import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { AppModal } from './app-modal';
import { FormAlert } from './form-alert';
import { reasonError } from '../lib/reason';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens when confirmed, in a sentence or two. */
  children: ReactNode;
  /** The server's words when it refused. */
  messages: readonly string[];
  busy: boolean;
  confirmLabel: string;
  confirmColor?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A second look before an action that cannot be taken back; Cancel has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  messages,
  busy,
  confirmLabel,
  confirmColor = 'green.8',
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title={title} size="sm">
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <FormAlert messages={messages} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

interface ReasonModalProps extends Omit<ConfirmModalProps, 'confirmColor'> {
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
