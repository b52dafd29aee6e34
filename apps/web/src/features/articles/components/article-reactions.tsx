import { Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation } from 'react-router';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import type { Reactions } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useReaction } from '../api/articles-api';
import { applyReaction, type ReactionKind } from './article-reaction-rules';
import { loginPathFor } from '../../../lib/landing';

export const SIGN_IN_TO_REACT = 'Sign in to like or dislike articles';
const PREVIEW_NOTE = 'Likes and dislikes work once the article is published';

interface ArticleReactionsProps {
  articleId: number;
  reactions: Reactions;
  /** Shown but inert (the staff and author previews). */
  inert?: boolean;
}

/** Like and dislike with their counts (docs/product/states.md); disabled for guests, with a hint why. */
export function ArticleReactions({ articleId, reactions, inert = false }: ArticleReactionsProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const reaction = useReaction(articleId);
  const vars = reaction.isPending ? reaction.variables : undefined;
  // The spec's rule shows the answer at once; the server's counts replace it when they arrive.
  const shown = vars ? applyReaction(reactions, vars.kind, vars.on) : reactions;
  const blocked = inert || !session;
  const hint = inert ? PREVIEW_NOTE : !session ? SIGN_IN_TO_REACT : null;

  const toggle = (kind: ReactionKind) => {
    if (blocked || reaction.isPending) return;
    const on = kind === 'like' ? !shown.liked : !shown.disliked;
    reaction.mutate(
      { kind, on },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Your reaction was not saved',
            message: errorText(error),
          }),
      },
    );
  };

  const button = (kind: ReactionKind) => {
    const active = kind === 'like' ? shown.liked : shown.disliked;
    const count = kind === 'like' ? shown.likes : shown.dislikes;
    const Icon =
      kind === 'like'
        ? active
          ? IconThumbUpFilled
          : IconThumbUp
        : active
          ? IconThumbDownFilled
          : IconThumbDown;
    const label = kind === 'like' ? 'Like' : 'Dislike';
    const control = (
      <Button
        variant={active ? 'filled' : 'default'}
        color={kind === 'like' ? 'navy' : 'gray.7'}
        radius="xl"
        leftSection={<Icon size={18} aria-hidden="true" />}
        aria-pressed={active}
        data-disabled={blocked || undefined}
        aria-disabled={blocked || undefined}
        onClick={(event) => {
          if (blocked) event.preventDefault();
          else toggle(kind);
        }}
        data-testid={`article-${kind}`}
      >
        {label}
        <Text component="span" fw={700} ml={8} inherit>
          {count}
        </Text>
      </Button>
    );
    return hint ? (
      <Tooltip label={hint} withArrow events={{ hover: true, focus: true, touch: true }}>
        {control}
      </Tooltip>
    ) : (
      control
    );
  };

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="sm" wrap="wrap">
        {button('like')}
        {button('dislike')}
      </Group>
      {!inert && !session ? (
        <Text size="xs" c="dimmed">
          <Anchor component={Link} to={loginPathFor(pathname)} state={{ from: pathname }} inherit>
            Sign in
          </Anchor>{' '}
          to like or dislike articles
        </Text>
      ) : null}
    </Stack>
  );
}
