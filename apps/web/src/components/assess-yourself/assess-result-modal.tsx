import { Badge, Button, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { ANSWER_KEYS, type AnswerValue, type QuestionGroup } from './assess-model';

interface AssessResultModalProps {
  opened: boolean;
  group: QuestionGroup | null;
  groupIndex: number;
  groupCount: number;
  counts: Record<AnswerValue, number>;
  onContinue: () => void;
}

const VALUES: AnswerValue[] = [1, 2, 3];

/** The popup after each group: 'n/4 Complete!' ('All complete!' after the last), counts and advice. */
export function AssessResultModal({
  opened,
  group,
  groupIndex,
  groupCount,
  counts,
  onContinue,
}: AssessResultModalProps) {
  // On a phone the popup takes the whole screen, so its text and button scroll together.
  const phone = useMediaQuery('(max-width: 36em)');
  const isLast = groupIndex === groupCount - 1;
  const title = isLast ? 'All complete!' : `${groupIndex + 1}/${groupCount} Complete!`;
  const top = VALUES.reduce((best, value) => (counts[value] > counts[best] ? value : best), 1 as AnswerValue);
  const paragraphs = splitAdvice(group?.completeText ?? '');
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={title}
      centered
      fullScreen={phone}
      size="lg"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <Stack gap={4} align="center" ta="center">
          <ThemeIcon size={56} radius="xl" color="khaki.3" c="navy.9" aria-hidden="true">
            <IconRosetteDiscountCheck size={32} />
          </ThemeIcon>
          {group ? <Text fw={600}>You have finished “{group.name}”.</Text> : null}
        </Stack>
        <SimpleGrid cols={3} spacing="sm">
          {VALUES.map((value) => (
            <Paper
              key={value}
              withBorder
              radius="md"
              p="sm"
              ta="center"
              bg={value === top ? 'navy.0' : undefined}
            >
              <Text fz={28} fw={700} lh={1.1} c="navy.8">
                {counts[value]}
              </Text>
              <Text size="sm">
                {counts[value] === 1 ? 'answer' : 'answers'} <strong>{ANSWER_KEYS[value]}</strong>
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="xs">
          {paragraphs.map((paragraph) => {
            const highlighted = paragraph.key === ANSWER_KEYS[top];
            return (
              <Paper
                key={paragraph.text}
                p={paragraph.key ? 'sm' : 0}
                radius="md"
                bg={highlighted ? 'khaki.0' : undefined}
                withBorder={highlighted}
              >
                {highlighted ? (
                  <Badge size="sm" variant="light" color="navy" mb={6}>
                    Closest to your answers
                  </Badge>
                ) : null}
                <Text size="sm">{paragraph.text}</Text>
              </Paper>
            );
          })}
        </Stack>
        <Button fullWidth size="md" onClick={onContinue} data-autofocus>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}

/** Splits "Mostly a: … Mostly b: … Mostly c: …" into its three pieces (or keeps the text whole). */
function splitAdvice(text: string): { key: string | null; text: string }[] {
  const parts = text
    .split(/(?=Mostly [abc]:)/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part) => ({ key: part.match(/^Mostly ([abc]):/)?.[1] ?? null, text: part }));
}
