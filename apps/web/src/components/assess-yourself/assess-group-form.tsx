import { useState, type FormEvent, type Ref } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { MSG } from '@keh/contracts';
import {
  isAnswerValue,
  unansweredIds,
  type AnswerDraft,
  type AnswerMap,
  type AnswerValue,
  type QuestionGroup,
} from './assess-model';
import { AssessActions } from './assess-actions';

interface AssessGroupFormProps {
  group: QuestionGroup;
  groupIndex: number;
  groupCount: number;
  /** Number of the group's first question in the whole questionnaire (1-based). */
  firstNumber: number;
  totalQuestions: number;
  answeredCount: number;
  answers: AnswerMap;
  headingRef?: Ref<HTMLHeadingElement>;
  onAnswer: (questionId: number, patch: Partial<AnswerDraft>) => void;
  onSubmit: () => void;
  onBack?: () => void;
}

/** One group of questions: an a/b/c radio group per question plus an optional explanation. */
export function AssessGroupForm({
  group,
  groupIndex,
  groupCount,
  firstNumber,
  totalQuestions,
  answeredCount,
  answers,
  headingRef,
  onAnswer,
  onSubmit,
  onBack,
}: AssessGroupFormProps) {
  // Questions left unanswered at the last submit; each error goes as soon as it is answered.
  const [missing, setMissing] = useState<number[]>([]);
  const shownMissing = missing.filter((id) => !isAnswerValue(answers[String(id)]?.answer));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = unansweredIds(group, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      const first = document.querySelector<HTMLInputElement>(
        `#assess-q-${unanswered[0]} input[type="radio"]`,
      );
      first?.focus();
      return;
    }
    onSubmit();
  };

  const isLast = groupIndex === groupCount - 1;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Stack gap={8}>
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="navy" size="lg" radius="sm">
              Group {groupIndex + 1} of {groupCount}
            </Badge>
            <Text size="sm" c="dimmed">
              {answeredCount} of {totalQuestions} answered
            </Text>
          </Group>
          <Progress
            value={(answeredCount / Math.max(totalQuestions, 1)) * 100}
            color="navy.6"
            size="sm"
            radius="xl"
            aria-label="Questions answered"
          />
          <Title order={2} fz="h3" ref={headingRef} tabIndex={-1} mt={4}>
            {group.name}
          </Title>
        </Stack>
        {group.questions.map((question, index) => {
          const draft = answers[String(question.id)];
          const number = firstNumber + index;
          const error = shownMissing.includes(question.id) ? MSG.required : undefined;
          return (
            <Paper
              key={question.id}
              id={`assess-q-${question.id}`}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
            >
              <Stack gap="sm">
                <Radio.Group
                  label={`${number}. ${question.question}`}
                  value={draft?.answer ? String(draft.answer) : null}
                  onChange={(value) => {
                    const answer = Number(value);
                    if (isAnswerValue(answer)) onAnswer(question.id, { answer: answer as AnswerValue });
                  }}
                  error={error}
                  styles={{
                    label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 },
                  }}
                >
                  <Stack gap="xs">
                    {question.options.map((option) => (
                      <Radio
                        key={option.key}
                        value={String(option.value)}
                        label={`${option.key}) ${option.text}`}
                        styles={{ body: { alignItems: 'flex-start' } }}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <Textarea
                  label={
                    <>
                      Explanation<VisuallyHidden> for question {number}</VisuallyHidden> (optional)
                    </>
                  }
                  size="sm"
                  autosize
                  minRows={1}
                  maxRows={6}
                  maxLength={2000}
                  value={draft?.explanation ?? ''}
                  onChange={(event) => onAnswer(question.id, { explanation: event.currentTarget.value })}
                  styles={{ label: { fontWeight: 400, color: 'var(--mantine-color-dimmed)' } }}
                />
              </Stack>
            </Paper>
          );
        })}
        <AssessActions
          back={
            onBack ? (
              <Button variant="default" size="md" onClick={onBack}>
                Back
              </Button>
            ) : undefined
          }
        >
          <Button type="submit" size="md" disabled={shownMissing.length > 0}>
            {isLast ? 'Finish questionnaire' : 'Next group'}
          </Button>
        </AssessActions>
      </Stack>
    </form>
  );
}
