import { useState } from 'react';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  BAN_REASON_MAX,
  MSG,
  VISIBILITY_LABELS,
  type ArticlePage,
  type ModeratedArticle,
} from '@keh/contracts';
import { errorText, isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { articleKeys, useModerate } from '../../articles';
import { isStaff, REVIEW_QUEUE_PATH, statusLabel } from '../staff';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ReasonModal } from '../../../components/reason-modal';
import classes from './moderation.module.css';

const SIGN_IN_AGAIN = 'Your sign-in has ended. Please sign in again to decide.';

type ModerationChoice = { decision: 'publish' } | { decision: 'ban'; reason: string };

/**
 * The bottom bar of the staff preview: Publish, or Ban with a reason; then back to the queue.
 * Deciding needs a staff session: the server takes the query token for viewing only, so a link
 * opened without one shows the article and offers to sign in.
 */
export function DecisionBar({ article }: { article: ModeratedArticle }) {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const decide = useModerate();
  const [open, setOpen] = useState<'publish' | 'ban' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [messages, setMessages] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const staffSession = isStaff(session?.user.type);
  const author = `${article.owner.first_name} ${article.owner.last_name}`.trim() || 'The author';

  const close = () => {
    setOpen(null);
    setMessages([]);
  };

  const run = async (choice: ModerationChoice) => {
    setMessages([]);
    setReasonError(undefined);
    setNotice(null);
    try {
      const decided = await decide.mutateAsync({ id: article.id, ...choice });
      client.setQueryData(articleKeys.moderated(article.id), decided);
      // The article leaves the queue at once; the refetch useModerate starts confirms it.
      client.setQueryData<ArticlePage>(articleKeys.queue, (page) =>
        page && page.data.some((a) => a.id === article.id)
          ? {
              ...page,
              data: page.data.filter((a) => a.id !== article.id),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      );
      setOpen(null);
      setReason('');
      const published = choice.decision === 'publish';
      notifications.show({
        color: published ? 'green' : 'red',
        title: published ? 'Article published' : 'Article banned',
        message: published
          ? `“${article.title}” is now in the knowledge base. ${author} has been told by e-mail.`
          : `“${article.title}” stays out of the knowledge base. ${author} has been sent your reason.`,
      });
      void navigate(REVIEW_QUEUE_PATH);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fieldError('reason')) {
        setReasonError(error.fieldError('reason'));
      } else if (isApiError(error) && error.status === 422) {
        // Decided by someone else meanwhile: show what it is now.
        setOpen(null);
        setNotice(error.message || MSG.articleNotPending);
        void client.invalidateQueries({ queryKey: articleKeys.moderated(article.id) });
      } else if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        setMessages([SIGN_IN_AGAIN]);
      } else if (isApiError(error) && error.status === 404) {
        setMessages(['This article no longer exists.']);
      } else {
        setMessages([errorText(error)]);
      }
    }
  };

  const pending = article.status === 'pending';
  const canDecide = pending && staffSession;
  const heading = !pending
    ? `Status: ${statusLabel(article.status)}`
    : canDecide
      ? 'Waiting for your decision'
      : 'Waiting for a decision';
  const hint = !pending
    ? MSG.articleNotPending
    : canDecide
      ? 'Read it as readers will, then publish it or ban it with a reason.'
      : session
        ? 'Only moderators and admins can publish or ban it.'
        : 'Sign in with your staff account to publish or ban it.';
  return (
    <div className={classes.bar}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Stack gap={0} miw={0} role="status" aria-live="polite">
            <Text fw={700} size="sm">
              {heading}
            </Text>
            {notice ? (
              <Text size="xs" c="orange.9" fw={600}>
                {notice}
              </Text>
            ) : (
              <Text size="xs" c="dimmed" visibleFrom="xs">
                {hint}
              </Text>
            )}
          </Stack>
          {pending && staffSession ? (
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              <Button
                variant="outline"
                color="red.8"
                leftSection={<IconBan size={16} aria-hidden="true" />}
                onClick={() => setOpen('ban')}
              >
                Ban
              </Button>
              <Button
                color="green.8"
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => setOpen('publish')}
              >
                Publish
              </Button>
            </Group>
          ) : pending && !session ? (
            <Button component={Link} to="/login/1" style={{ flex: 'none' }}>
              Sign in to decide
            </Button>
          ) : staffSession ? (
            <Button component={Link} to={REVIEW_QUEUE_PATH} variant="default" style={{ flex: 'none' }}>
              Review queue
            </Button>
          ) : null}
        </Group>
      </Container>
      <ConfirmModal
        confirmColor="green.8"
        opened={open === 'publish'}
        title="Publish article"
        confirmLabel="Publish"
        busy={decide.isPending}
        messages={messages}
        onCancel={close}
        onConfirm={() => void run({ decision: 'publish' })}
      >
        <Text size="sm">
          It appears in the knowledge base at once (who can read it:{' '}
          <b>{VISIBILITY_LABELS[article.visibility]}</b>), and {author} is told by e-mail.
        </Text>
      </ConfirmModal>
      <ReasonModal
        opened={open === 'ban'}
        title="Ban article"
        label="Reason for the author"
        confirmLabel="Ban article"
        max={BAN_REASON_MAX}
        requiredMessage={MSG.banReasonRequired}
        reason={reason}
        onReasonChange={(value) => {
          setReason(value);
          setReasonError(undefined);
        }}
        serverError={reasonError}
        messages={messages}
        busy={decide.isPending}
        onCancel={close}
        onConfirm={() => void run({ decision: 'ban', reason: reason.trim() })}
      >
        The article will not appear in the knowledge base. {author} receives your reason by e-mail, so say
        what needs to change.
      </ReasonModal>
    </div>
  );
}
