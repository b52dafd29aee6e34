import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const STEPS = [
  {
    title: 'Register',
    text: 'Tell us whether you join as a Business Captain or a Member, and about your experience or business.',
  },
  {
    title: 'Get matched',
    text: 'Members browse Business Captains by match, ask a question and request mentoring.',
  },
  {
    title: 'Grow together',
    text: 'Work through milestones, keep in touch in chat and share what you learn in the knowledge base.',
  },
];

export function HowItWorks() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="home-how">
      <Title order={2} id="home-how" ta="center">
        How it works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Stack key={step.title} gap="xs" align="center" ta="center" px="md">
            <ThemeIcon size={44} radius="xl" color="navy.7" aria-hidden="true">
              <Text fw={700} c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dimmed" size="sm" maw={320}>
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
