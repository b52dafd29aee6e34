import { useState } from 'react';
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SESSION_QUESTION, type Session } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { errorText } from '../../../lib/api';
import { sessionCalls, useSessionAction } from '../api/sessions-api';

/** "How useful was this session?" 1–5, an optional comment and an optional note for the programme team. */
export function FeedbackForm({ session }: { session: Session }) {
  const [score, setScore] = useState<string>('');
  const [comment, setComment] = useState('');
  const [tellTeam, setTellTeam] = useState(false);
  const [note, setNote] = useState('');
  const action = useSessionAction(session.mentoring_id, () =>
    sessionCalls.feedback(session.id, {
      score: Number(score),
      comment: comment || undefined,
      private_note: tellTeam && note ? note : undefined,
    }),
  );
  if (session.my_feedback)
    return (
      <Text size="sm" c="dimmed" data-testid="my-feedback">
        You rated this session {session.my_feedback.score} out of 5.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="feedback-form">
      <Text fw={600} size="sm" id={`q-${session.id}`}>
        {SESSION_QUESTION}
      </Text>
      <SegmentedControl
        aria-labelledby={`q-${session.id}`}
        value={score}
        onChange={setScore}
        data={['1', '2', '3', '4', '5']}
        w="fit-content"
      />
      <Text size="xs" c="dimmed">
        1 = not useful, 5 = very useful
      </Text>
      <Textarea
        label="Comment (optional)"
        autosize
        minRows={2}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={2000}
      />
      <Checkbox
        label="Tell the programme team privately"
        checked={tellTeam}
        onChange={(e) => setTellTeam(e.currentTarget.checked)}
      />
      {tellTeam ? (
        <Textarea
          label="Only the programme team reads this"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={2000}
        />
      ) : null}
      {action.error ? <FormAlert messages={[errorText(action.error)]} /> : null}
      <Group>
        <Button
          disabled={!score}
          loading={action.isPending}
          onClick={() =>
            action.mutate(undefined, {
              onSuccess: () => notifications.show({ message: 'Thank you for your rating.', color: 'teal' }),
            })
          }
        >
          Send my rating
        </Button>
      </Group>
    </Stack>
  );
}
