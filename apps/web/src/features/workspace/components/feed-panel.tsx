import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle, IconMessages, IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { feedCommentBody, type FeedComment, type FeedCommentBody, type Mentoring } from '@keh/contracts';
import { FormAlert } from '../../../components/form-alert';
import { EmptyPanel } from '../../../components/query-states';
import { UserAvatar } from '../../../components/user-avatar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useMarkRead, usePostComment, type WorkspaceRef } from '../api/workspace-api';
import { coveredBy, readPlan, type ReadPlan } from '../feed-reads';
import { ReportButton } from '../../safety';
import classes from './workspace.module.css';
import { dateAndTime } from '../../../lib/dates';

/** '22 Nov 2026, 09:00' in the reader's time zone. */
export const feedTime = (iso: string) => dateAndTime(iso);

/**
 * Marks unread comments read as they come into view (docs/product (states and limits): an observer with a 50 px
 * margin): singly, or all at once when every unread one is on screen. The observer lives only
 * while the feed is shown (a hidden tab runs no effects).
 */
function useReadMarks(
  list: RefObject<HTMLElement | null>,
  unread: number[],
  mark: (plan: NonNullable<ReadPlan>) => Promise<unknown>,
) {
  const sent = useRef(new Set<number>());
  const key = unread.join(',');
  const send = useEffectEvent((plan: NonNullable<ReadPlan>, ids: number[]) => {
    const covered = coveredBy(
      plan,
      ids.filter((id) => !sent.current.has(id)),
    );
    covered.forEach((id) => sent.current.add(id));
    // A failed mark may be tried again when the comment next comes into view.
    mark(plan).catch(() => covered.forEach((id) => sent.current.delete(id)));
  });

  useEffect(() => {
    const root = list.current;
    const ids = key ? key.split(',').map(Number) : [];
    if (!root || ids.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.commentId);
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const plan = readPlan(ids, visible, sent.current);
        if (plan) send(plan, ids);
      },
      { rootMargin: '50px' },
    );
    root.querySelectorAll<HTMLElement>('[data-unread]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key, list]);
}

interface FeedPanelProps {
  mentoring: Mentoring;
  workspace: WorkspaceRef;
}

/** The feed of one mentoring: comments oldest first, system lines, and the comment box. */
export function FeedPanel({ mentoring, workspace }: FeedPanelProps) {
  const session = useSession();
  const markRead = useMarkRead(workspace);
  const list = useRef<HTMLDivElement>(null);
  const feed = mentoring.feed;
  const unread = feed.filter((c) => !c.is_read).map((c) => c.id);
  useReadMarks(list, unread, (plan) => markRead.mutateAsync(plan));
  // 'New' stays on what was unread while the page is open, though it is marked read on sight.
  const [fresh, setFresh] = useState<number[]>(unread);
  const arrived = unread.filter((id) => !fresh.includes(id));
  if (arrived.length > 0) setFresh([...fresh, ...arrived]);

  // On showing the feed: the first unread comment, else the newest, in view; a new comment scrolls down.
  const shown = useRef(0);
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    const target = shown.current === 0 ? root.querySelector<HTMLElement>('[data-unread]') : null;
    if (target) root.scrollTop += target.getBoundingClientRect().top - root.getBoundingClientRect().top - 12;
    else if (feed.length > shown.current) root.scrollTop = root.scrollHeight;
    shown.current = feed.length;
  }, [feed.length]);
  useEffect(
    () => () => {
      shown.current = 0;
    },
    [],
  );

  return (
    <Stack gap="md">
      {feed.length === 0 ? (
        <EmptyPanel
          title="No comments yet"
          icon={<IconMessages aria-hidden="true" />}
          description="Start the conversation: write the first comment below."
        />
      ) : (
        <Box ref={list} className={classes.feedList} tabIndex={0} role="region" aria-label="Comments">
          <Stack component="ul" gap="sm" className={classes.list}>
            {feed.map((comment) => (
              <FeedItem
                key={comment.id}
                comment={comment}
                own={comment.owner?.id === session?.user.id}
                fresh={fresh.includes(comment.id)}
              />
            ))}
          </Stack>
        </Box>
      )}
      <CommentForm workspace={workspace} />
    </Stack>
  );
}

function FeedItem({ comment, own, fresh }: { comment: FeedComment; own: boolean; fresh: boolean }) {
  const unread = !comment.is_read;
  const time = feedTime(comment.created_at);
  if (!comment.owner) {
    // A system comment (owner null): a quiet line, not a person speaking.
    return (
      <li data-comment-id={comment.id} data-unread={unread || undefined} className={classes.systemItem}>
        <Group gap={6} wrap="nowrap" justify="center" align="flex-start">
          <IconInfoCircle size={14} aria-hidden="true" className={classes.systemIcon} />
          <Text size="xs" c="dimmed" fs="italic">
            {comment.body} <span className={classes.systemTime}>· {time}</span>
          </Text>
        </Group>
      </li>
    );
  }
  const name = `${comment.owner.first_name} ${comment.owner.last_name}`;
  return (
    <li data-comment-id={comment.id} data-unread={unread || undefined} data-testid="feed-comment">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar
          firstName={comment.owner.first_name}
          lastName={comment.owner.last_name}
          src={comment.owner.avatar}
          size={36}
          decorative
        />
        <Paper
          radius="md"
          px="sm"
          py={8}
          className={classes.bubble}
          data-own={own || undefined}
          data-fresh={fresh || undefined}
        >
          <Group gap={8} wrap="wrap">
            <Text size="sm" fw={700} c="navy.9">
              {name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
              {time}
            </Text>
            {fresh ? (
              <Badge size="xs" color="khaki.4" c="navy.9">
                New
              </Badge>
            ) : null}
            {own || comment.removed ? null : (
              <ReportButton targetType="feed_comment" targetId={comment.id} compact label="Report comment" />
            )}
          </Group>
          <Text
            size="sm"
            className={classes.commentBody}
            c={comment.removed ? 'dimmed' : undefined}
            fs={comment.removed ? 'italic' : undefined}
          >
            {comment.body}
          </Text>
        </Paper>
      </Group>
    </li>
  );
}

function CommentForm({ workspace }: { workspace: WorkspaceRef }) {
  const post = usePostComment(workspace);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<FeedCommentBody>({
    mode: 'onSubmit',
    resolver: zodResolver(feedCommentBody),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await post.mutateAsync(values.body);
      form.reset({ body: '' });
    } catch (error) {
      // What was typed stays in the box.
      setMessages(applyServerErrors(error, form.setError, ['body']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="xs">
        <FormAlert messages={messages} />
        <Textarea
          label="Write a comment"
          aria-keyshortcuts="Control+Enter"
          autosize
          minRows={2}
          maxRows={8}
          error={errors.body?.message}
          {...form.register('body')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={isSubmitting}
            rightSection={<IconSend size={16} aria-hidden="true" />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
