import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileOff, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { isStaff, REVIEW_QUEUE_PATH } from '../staff';

const TEXTS = {
  'not-found': {
    title: 'Article not found',
    text: 'There is no article at this address. It may have been deleted by its author, or the link is incomplete.',
  },
  'sign-in': {
    title: 'Sign in to review this article',
    text: 'Article previews are for moderators. Sign in with your staff account, then open the review queue.',
  },
  expired: {
    title: 'This link is no longer valid',
    text: 'The sign-in it carries has ended or does not belong to a moderator. Sign in with your staff account, then open the article from the review queue.',
  },
} as const;

export type PreviewProblemKind = keyof typeof TEXTS;

/** Why the staff preview cannot show the article, and the way on. */
export function PreviewProblem({ kind }: { kind: PreviewProblemKind }) {
  const session = useSession();
  const { title, text } = TEXTS[kind];
  usePageTitle(title);
  const Icon = kind === 'not-found' ? IconFileOff : IconKey;
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Icon size={64} stroke={1.2} color="var(--mantine-color-khaki-7)" aria-hidden="true" />
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
        <Group justify="center" mt="sm">
          {isStaff(session?.user.type) ? (
            <Button component={Link} to={REVIEW_QUEUE_PATH}>
              Review queue
            </Button>
          ) : session ? (
            <Button component={Link} to="/base">
              Knowledge base
            </Button>
          ) : (
            <Button component={Link} to="/login/1">
              Sign in
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
