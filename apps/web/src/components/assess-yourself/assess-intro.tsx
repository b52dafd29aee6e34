import { Button, Flex, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconClock, IconLock, IconUsers } from '@tabler/icons-react';
import type { Ref } from 'react';

interface AssessIntroProps {
  questionCount: number;
  groupCount: number;
  headingRef?: Ref<HTMLHeadingElement>;
  onAccept: () => void;
  onDecline: () => void;
  onBack?: () => void;
}

/** The questionnaire's first screen: what it is, then accept or decline (docs/product/states.md). */
export function AssessIntro({
  questionCount,
  groupCount,
  headingRef,
  onAccept,
  onDecline,
  onBack,
}: AssessIntroProps) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="h3" ref={headingRef} tabIndex={-1}>
          Where are you today?
        </Title>
        <Text size="sm">
          This short questionnaire helps you and your Business Captain see where your business stands and
          where to start. There are no right or wrong answers: choose the option that is closest to you.
        </Text>
      </Stack>
      <List
        spacing="md"
        size="sm"
        center
        icon={
          <ThemeIcon size={30} radius="xl" variant="light" color="navy" aria-hidden="true">
            <IconChecklist size={17} />
          </ThemeIcon>
        }
      >
        <List.Item>
          {questionCount} questions in {groupCount} groups, each answered a, b or c, with room to explain if
          you wish.
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon size={30} radius="xl" variant="light" color="navy" aria-hidden="true">
              <IconClock size={17} />
            </ThemeIcon>
          }
        >
          About 10 minutes. You see a short summary after each group.
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon size={30} radius="xl" variant="light" color="navy" aria-hidden="true">
              <IconUsers size={17} />
            </ThemeIcon>
          }
        >
          Your answers are shared with the Business Captains you work with, so they can tailor their support.
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon size={30} radius="xl" variant="light" color="navy" aria-hidden="true">
              <IconLock size={17} />
            </ThemeIcon>
          }
        >
          You can decline now and complete it later from your profile.
        </List.Item>
      </List>
      {/* On a phone: Accept on top, full width; side by side from 576 px. */}
      <Flex
        direction={{ base: 'column-reverse', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'center' }}
        gap="sm"
      >
        {onBack ? (
          <Button variant="subtle" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span aria-hidden="true" />
        )}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} gap="sm">
          <Button variant="default" size="md" onClick={onDecline}>
            Decline
          </Button>
          <Button size="md" onClick={onAccept}>
            Accept
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}
