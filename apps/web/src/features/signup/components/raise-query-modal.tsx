import { useState } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG, questionBody, type MemberRole } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { sendQuestion } from '../api/signup-api';

const messageForm = z.object({ message: questionBody.shape.message });

interface RaiseQueryModalProps {
  opened: boolean;
  onClose: () => void;
  role: MemberRole;
  email: string;
}

/** 'Raise a query' about the agreement: a message to the team (POST question). */
export function RaiseQueryModal({ opened, onClose, role, email }: RaiseQueryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Raise a query" centered size="md">
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {opened ? <QueryForm role={role} email={email} onClose={onClose} /> : null}
    </Modal>
  );
}

function QueryForm({ role, email, onClose }: Omit<RaiseQueryModalProps, 'opened'>) {
  const [messages, setMessages] = useState<string[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ message: string }>({
    mode: 'onTouched',
    resolver: schemaResolver(messageForm),
    defaultValues: { message: '' },
  });
  const { errors } = form.formState;
  const send = useMutation({ mutationFn: sendQuestion });

  const onSubmit = form.handleSubmit(async ({ message }) => {
    setMessages([]);
    try {
      const result = await send.mutateAsync({ user_type: role, email, message });
      setSent(result.message || MSG.questionSent);
    } catch (error) {
      setMessages(applyServerErrors(error, form.setError, ['message']));
    }
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          <Text size="sm">{sent}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          We will reply to {email}. You can carry on with your registration in the meantime.
        </Text>
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Anything unclear in the agreement? Ask us and we will answer by e-mail at {email}.
        </Text>
        <FormAlert messages={messages} />
        <Textarea
          label="Your message"
          autosize
          minRows={4}
          maxRows={10}
          maxLength={5000}
          data-autofocus
          error={errors.message?.message}
          {...form.register('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={Boolean(errors.message) || send.isPending}
            leftSection={send.isPending ? <Loader size={14} aria-hidden="true" /> : null}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
