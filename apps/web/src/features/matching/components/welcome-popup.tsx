import { Button, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRocket, IconTrendingUp } from '@tabler/icons-react';
import { AppModal } from '../../../components/app-modal';

interface WelcomePopupProps {
  opened: boolean;
  onChoose: (startup: boolean) => void;
  onClose: () => void;
}

/** The Member's Welcome popup on /mentors/matching: Start up or Business growth (docs/product (screens and limits)). */
export function WelcomePopup({ opened, onChoose, onClose }: WelcomePopupProps) {
  const choice = (startup: boolean, title: string, text: string, Icon: typeof IconRocket) => (
    <UnstyledButton
      onClick={() => onChoose(startup)}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-navy-2)',
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    >
      <Stack gap={6} align="flex-start">
        <Icon size={28} color="var(--mantine-color-navy-7)" aria-hidden="true" />
        <Text fw={700} c="navy.9">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </UnstyledButton>
  );
  return (
    <AppModal opened={opened} onClose={onClose} title="Welcome" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Business Captains are experienced business owners from the Armed Forces community. Tell us where you
          are, and we will show the captains who match you best.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {choice(true, 'Start up', 'I have an idea or a young business to get off the ground.', IconRocket)}
          {choice(false, 'Business growth', 'I am trading and want to grow my business.', IconTrendingUp)}
        </SimpleGrid>
      </Stack>
    </AppModal>
  );
}

/** A short note shown once after choosing the start-up list. */
export function StartupInfoPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Starting up" size="md">
      <Stack gap="md">
        <Text size="sm">
          These Business Captains have helped new ventures through their first steps. Open a profile to see
          how they match you, then request mentoring when you are ready.
        </Text>
        <Button onClick={onClose} data-autofocus>
          Got it
        </Button>
      </Stack>
    </AppModal>
  );
}
