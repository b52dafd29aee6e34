import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MSG, QUESTION_MAX, type MentoringRequest } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorText, isApiError } from '../../../lib/api';
import { useAskQuestion } from '../api/matching-api';

interface AskQuestionModalProps {
  request: MentoringRequest | null;
  onClose: () => void;
}

/**
 * 'Ask a question' on an incoming request (issue 33): the question goes to the captain's chat with
 * the Member, the request quoted, and the request stays open; the chat opens after.
 */
export function AskQuestionModal({ request, onClose }: AskQuestionModalProps) {
  const ask = useAskQuestion();
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = request?.mentee?.first_name ?? 'the member';
  const close = () => {
    setBody('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!request) return;
    if (!body.trim()) return setError(MSG.questionRequired);
    if (body.trim().length > QUESTION_MAX) return setError(MSG.messageTooLong);
    try {
      const conversation = await ask.mutateAsync({ requestId: request.id, body: body.trim() });
      close();
      void navigate(`/chat/${conversation.id}`);
    } catch (failure) {
      setError((isApiError(failure) && failure.fieldError('body')) || errorText(failure));
    }
  };
  return (
    <AppModal opened={request !== null} onClose={close} title="Ask a question" size="md">
      <Stack gap="md">
        <Text size="sm">
          Your question goes to your chat with {name}, with their request quoted. The request stays open: you
          can accept or decline it after.
        </Text>
        <Textarea
          label="Your question"
          autosize
          minRows={3}
          maxRows={8}
          value={body}
          error={error}
          data-autofocus
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={ask.isPending}>
            Send question
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
