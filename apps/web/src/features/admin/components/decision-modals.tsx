import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { BAN_REASON_MAX, MSG, VISIBILITY_LABELS, type Visibility } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';

interface PublishModalProps {
  opened: boolean;
  author: string;
  visibility: Visibility;
  busy: boolean;
  messages: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** A second look before publishing: it goes live at once and the author is told. */
export function PublishModal({
  opened,
  author,
  visibility,
  busy,
  messages,
  onCancel,
  onConfirm,
}: PublishModalProps) {
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title="Publish article" size="sm">
      <Stack gap="lg">
        <Text size="sm">
          It appears in the knowledge base at once (who can read it: <b>{VISIBILITY_LABELS[visibility]}</b>),
          and {author} is told by e-mail.
        </Text>
        <FormAlert messages={messages} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="green.8" onClick={onConfirm} loading={busy}>
            Publish
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** What makes a reason acceptable; '' when it is. */
export function banReasonError(reason: string): string {
  if (!reason.trim()) return MSG.banReasonRequired;
  if (reason.length > BAN_REASON_MAX) {
    return `The reason can be at most ${BAN_REASON_MAX} characters; it has ${reason.length}.`;
  }
  return '';
}

interface BanModalProps {
  opened: boolean;
  author: string;
  /** Kept by the caller, so closing the modal loses nothing typed. */
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The server's message for the reason, if it refused it. */
  serverError?: string;
  messages: readonly string[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Ban: the reason is required, and it is what the author reads in the e-mail. */
export function BanModal({
  opened,
  author,
  reason,
  onReasonChange,
  serverError,
  messages,
  busy,
  onCancel,
  onConfirm,
}: BanModalProps) {
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const localError = banReasonError(reason);
  const error = (touched || submitted ? localError : '') || serverError;

  const submit = () => {
    setSubmitted(true);
    if (!localError) onConfirm();
  };

  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title="Ban article" size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            The article will not appear in the knowledge base. {author} receives your reason by e-mail, so say
            what needs to change.
          </Text>
          <FormAlert messages={messages} />
          <Textarea
            label="Reason for the author"
            required
            autosize
            minRows={4}
            maxRows={10}
            value={reason}
            onChange={(event) => onReasonChange(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error || undefined}
            description={`${reason.length} / ${BAN_REASON_MAX} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              Ban article
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
