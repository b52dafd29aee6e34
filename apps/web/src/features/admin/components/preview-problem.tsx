import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileOff, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { isStaff, PEOPLE_PATH, REVIEW_QUEUE_PATH } from '../staff';

const TEXTS = {
  article: {
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
  },
  survey: {
    'not-found': {
      title: 'Questionnaire not found',
      text: "There is no Member's questionnaire at this address. The account may not be a Member's, or the link is incomplete.",
    },
    'sign-in': {
      title: 'Sign in to read this questionnaire',
      text: 'Questionnaire previews are for administrators. Sign in with your staff account, then open the Member from People.',
    },
    expired: {
      title: 'This link is no longer valid',
      text: 'The sign-in it carries has ended or does not belong to an administrator. Sign in with your staff account, then open the Member from People.',
    },
  },
} as const;

export type PreviewProblemKind = keyof (typeof TEXTS)['article'];

/** Why a staff preview (an article, or a Member's questionnaire) cannot be shown, and the way on. */
export function PreviewProblem({
  kind,
  subject = 'article',
}: {
  kind: PreviewProblemKind;
  subject?: keyof typeof TEXTS;
}) {
  const session = useSession();
  const { title, text } = TEXTS[subject][kind];
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
            <Button component={Link} to={subject === 'article' ? REVIEW_QUEUE_PATH : PEOPLE_PATH}>
              {subject === 'article' ? 'Review queue' : 'People'}
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
