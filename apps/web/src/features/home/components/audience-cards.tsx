import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCompass, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Audience {
  title: string;
  icon: ReactNode;
  intro: string;
  points: string[];
}

const AUDIENCES: Audience[] = [
  {
    title: 'For Business Captains',
    icon: <IconCompass size={28} />,
    intro: 'Give back what service and business taught you.',
    points: [
      'Accept the Members you can help, up to a limit you choose',
      'Plan mentoring with milestone and task templates',
      'Write articles and run events for the whole community',
    ],
  },
  {
    title: 'For Members',
    icon: <IconRocket size={28} />,
    intro: 'Start or grow your business with someone who has walked the path.',
    points: [
      'Find Business Captains matched to your skills and sector',
      'Assess yourself and track progress with your mentor',
      'Learn from the knowledge base and join events',
    ],
  },
];

export function AudienceCards() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="home-audiences">
      <Title order={2} id="home-audiences" ta="center">
        One hub, two ways to take part
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {AUDIENCES.map((audience) => (
          <Card key={audience.title} withBorder radius="lg" padding="xl" shadow="xs">
            <Stack gap="md" h="100%">
              <ThemeIcon size={52} radius="md" color="khaki.2" c="navy.9" aria-hidden="true">
                {audience.icon}
              </ThemeIcon>
              <Title order={3}>{audience.title}</Title>
              <Text c="dimmed">{audience.intro}</Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" color="navy.7" aria-hidden="true">
                    <IconCheck size={13} />
                  </ThemeIcon>
                }
              >
                {audience.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/sign-up/1" variant="light" size="md" mx="auto">
        Create your free account
      </Button>
    </Stack>
  );
}
