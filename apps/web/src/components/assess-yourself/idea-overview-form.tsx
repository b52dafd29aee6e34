import type { FormEvent, Ref } from 'react';
import { Button, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IDEA_FIELDS, IDEA_LABELS, type IdeaField } from '@keh/contracts';
import type { IdeaAnswers } from './assess-model';
import { AssessActions } from './assess-actions';

interface IdeaOverviewFormProps {
  ideas: IdeaAnswers;
  errors?: Partial<Record<IdeaField, string>>;
  headingRef?: Ref<HTMLHeadingElement>;
  finishLabel: string;
  finishing?: boolean;
  onChange: (field: IdeaField, value: string) => void;
  onFinish: () => void;
  onBack?: () => void;
}

/** The business idea overview: the eight idea questions, all optional. */
export function IdeaOverviewForm({
  ideas,
  errors,
  headingRef,
  finishLabel,
  finishing = false,
  onChange,
  onFinish,
  onBack,
}: IdeaOverviewFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!finishing) onFinish();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3" ref={headingRef} tabIndex={-1}>
            Business idea overview
          </Title>
          <Text c="dimmed" size="sm">
            A few words on each question help your Business Captain prepare for your first conversation. Every
            question is optional, and you can change your answers later from your profile.
          </Text>
        </Stack>
        {IDEA_FIELDS.map((field) => (
          <Textarea
            key={field}
            size="md"
            label={IDEA_LABELS[field]}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
            value={ideas[field]}
            error={errors?.[field]}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        ))}
        <AssessActions
          back={
            onBack ? (
              <Button variant="default" size="md" onClick={onBack} disabled={finishing}>
                Back
              </Button>
            ) : undefined
          }
        >
          <Button
            type="submit"
            size="md"
            miw={140}
            disabled={finishing}
            leftSection={finishing ? <Loader size={16} aria-hidden="true" /> : null}
          >
            {finishLabel}
          </Button>
        </AssessActions>
      </Stack>
    </form>
  );
}
