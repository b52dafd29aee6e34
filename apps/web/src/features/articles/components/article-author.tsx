import { useState, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Article } from '@keh/contracts';
import { MembersOnlyModal } from '../../../components/members-only-modal';
import { UserAvatar } from '../../../components/user-avatar';
import { useSession } from '../../../lib/session';

type Owner = Article['owner'];

export const authorName = (owner: Owner) =>
  `${owner.first_name} ${owner.last_name}`.trim() || 'Former member';

/**
 * The author's name: a link to the captain's profile for members, a button that explains the
 * members-only rule for guests (docs/product/permissions.md), plain text when the account is gone.
 */
export function AuthorName({ owner, fw = 700 }: { owner: Owner; fw?: number }) {
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const name = authorName(owner);
  if (owner.is_deleted) {
    return (
      <Text fw={fw} c="navy.9" span>
        {name}
      </Text>
    );
  }
  if (session) {
    return (
      <Anchor component={Link} to={`/mentor/${owner.id}`} fw={fw} c="navy.9" underline="hover">
        {name}
      </Anchor>
    );
  }
  return (
    <>
      <Anchor
        component="button"
        type="button"
        fw={fw}
        c="navy.9"
        underline="hover"
        ta="left"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setAsked(true)}
      >
        {name}
      </Anchor>
      <MembersOnlyModal opened={asked} onClose={() => setAsked(false)} />
    </>
  );
}

interface ArticleAuthorProps {
  owner: Owner;
  /** Under the name: the date and reading time at the top of the article. */
  meta?: ReactNode;
}

/** The author line under the title: avatar, name, location and the article's date. */
export function ArticleAuthorLine({ owner, meta }: ArticleAuthorProps) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="article-author">
      <UserAvatar
        firstName={owner.first_name}
        lastName={owner.last_name}
        src={owner.is_deleted ? null : owner.avatar}
        size={48}
        decorative
      />
      <Stack gap={0} miw={0}>
        <AuthorName owner={owner} />
        <Text size="sm" c="dimmed">
          {[owner.location, meta].filter(Boolean).map((part, index) => (
            <span key={index}>
              {index > 0 ? ' · ' : null}
              {part}
            </span>
          ))}
        </Text>
      </Stack>
    </Group>
  );
}

/** The second author card at the end of the article, with like and dislike beside it. */
export function ArticleAuthorCard({ owner, children }: { owner: Owner; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="gray.0" data-testid="article-author-card">
      <Group justify="space-between" gap="lg" wrap="wrap">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <UserAvatar
            firstName={owner.first_name}
            lastName={owner.last_name}
            src={owner.is_deleted ? null : owner.avatar}
            size={64}
            decorative
          />
          <Stack gap={2} miw={0}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 1 }}>
              Written by
            </Text>
            <AuthorName owner={owner} />
            {owner.location ? (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconMapPin size={15} aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  {owner.location}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
