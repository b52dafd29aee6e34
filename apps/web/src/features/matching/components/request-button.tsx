import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Blockquote, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { requestButtonState, type PublicProfile } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { useMentoringRequest } from '../api/matching-api';
import { INFO_POPUP_KEYS, markPopupSeen, popupSeen } from '../welcome-flags';
import classes from './request-button.module.css';

interface RequestMentoringButtonProps {
  profile: PublicProfile;
  /** 'Ask a question' (from the chat, composed in app/): laid out beside the request button. */
  ask?: ReactNode;
}

/**
 * A Member's actions on a captain's profile, as one group (decision 0027): the request's state in
 * words (a badge: 'Request sent', 'Accepted', 'Cancelled', 'Cancelled by mentor', with the captain's
 * reason when they gave one), the action as its own button ('Request mentoring', 'Recall mentoring',
 * 'Request again') beside 'Ask a question', and under them one line: why a request cannot be made,
 * the 'Not sure yet?' note before a first request, or what happens next.
 */
export function RequestMentoringButton({ profile, ask }: RequestMentoringButtonProps) {
  const mutation = useMentoringRequest();
  // The consultation note (before a first request) and the after-message note (after it), once each.
  const [consultation, setConsultation] = useState(() => !popupSeen(INFO_POPUP_KEYS.consultation));
  const [afterMessage, setAfterMessage] = useState(false);
  const dismiss = (key: string, close: (v: boolean) => void) => {
    markPopupSeen(key);
    close(false);
  };
  const status = profile.request_status;
  const { state, action, label, enabled, block } = requestButtonState(profile);

  const done = (next: string) => {
    if (next === 'pending' && !popupSeen(INFO_POPUP_KEYS.afterMessage)) {
      markPopupSeen(INFO_POPUP_KEYS.consultation);
      setConsultation(false);
      setAfterMessage(true);
    }
    notifications.show({
      color: 'green',
      title: next === 'pending' ? 'Request sent' : 'Request recalled',
      message:
        next === 'pending'
          ? `${profile.first_name} will see your request for mentoring.`
          : `Your request to ${profile.first_name} is recalled.`,
    });
  };
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: 'Mentoring request', message: errorText(error) });

  const click = async () => {
    if (!action) return;
    try {
      done(
        (await mutation.mutateAsync({ mentorId: profile.id, recall: action === 'recall' })).request_status,
      );
    } catch (error) {
      failed(error);
    }
  };

  const reasonId = `request-block-${profile.id}`;
  return (
    <Stack gap="sm">
      {state ? <RequestState profile={profile} state={state} /> : null}
      <div className={classes.buttons}>
        {label ? (
          <Button
            variant={action === 'recall' ? 'outline' : 'filled'}
            color={action === 'recall' ? 'navy' : 'khaki.4'}
            c={action === 'recall' ? undefined : 'navy.9'}
            disabled={!enabled}
            aria-describedby={block ? reasonId : undefined}
            loading={mutation.isPending}
            leftSection={
              action === 'recall' ? (
                <IconArrowBackUp size={18} aria-hidden="true" />
              ) : (
                <IconUserPlus size={18} aria-hidden="true" />
              )
            }
            onClick={() => void click()}
          >
            {label}
          </Button>
        ) : null}
        {ask}
      </div>
      {block ? (
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.note} id={reasonId}>
          <IconInfoCircle size={18} aria-hidden="true" className={classes.icon} />
          {block === 'has_captain' ? (
            <Text size="sm">
              You already have a Business Captain: a Member works with one at a time. See them under{' '}
              <Anchor component={Link} to="/my/mentoring" fw={600}>
                My Active Support
              </Anchor>
              ; you can still ask {profile.first_name} a question.
            </Text>
          ) : (
            <Text size="sm">This Business Captain is not taking new Members at the moment.</Text>
          )}
        </Group>
      ) : consultation && !status ? (
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.note}>
          <IconInfoCircle size={18} aria-hidden="true" className={classes.icon} />
          <Text size="sm" style={{ flex: 1 }}>
            <Text span fw={700}>
              Not sure yet?
            </Text>{' '}
            Ask a question first to see whether this Business Captain fits your business, then request
            mentoring when you are ready.
          </Text>
          <CloseButton
            size="sm"
            aria-label="Dismiss"
            onClick={() => dismiss(INFO_POPUP_KEYS.consultation, setConsultation)}
          />
        </Group>
      ) : null}
      {!block && status && status !== 'pending' && status !== 'accepted' ? (
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.note}>
          <IconInfoCircle size={18} aria-hidden="true" className={classes.icon} />
          <Text size="sm" style={{ flex: 1 }}>
            <Text span fw={700}>
              What happens next:
            </Text>{' '}
            {status === 'cancelled_by_mentor'
              ? `${profile.first_name} cannot take you on now. Request again later, or `
              : `You recalled your request. Request again when you are ready, or `}
            <Anchor component={Link} to="/mentors/matching" fw={600}>
              find another Business Captain
            </Anchor>
            .
          </Text>
        </Group>
      ) : null}
      {afterMessage && status === 'pending' ? (
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.note} data-tone="done">
          <IconInfoCircle size={18} aria-hidden="true" className={classes.icon} />
          <Text size="sm" style={{ flex: 1 }}>
            <Text span fw={700}>
              What happens next:
            </Text>{' '}
            {profile.first_name} will answer within five working days and you will get an e-mail. Until then
            you can recall the request here or under Pending Requests in your profile.
          </Text>
          <CloseButton
            size="sm"
            aria-label="Dismiss"
            onClick={() => dismiss(INFO_POPUP_KEYS.afterMessage, setAfterMessage)}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The request's state as text; after a decline, the captain's reason when they gave one. */
function RequestState({ profile, state }: { profile: PublicProfile; state: string }) {
  const status = profile.request_status;
  const color = status === 'accepted' ? 'green.9' : status === 'pending' ? 'navy.7' : 'gray.7';
  return (
    <Stack gap={6}>
      <Group gap={8}>
        <Text size="sm" c="dimmed">
          Your request:
        </Text>
        <Badge color={color} variant="filled" radius="sm" size="lg" tt="none">
          {state}
        </Badge>
      </Group>
      {status === 'cancelled_by_mentor' && profile.decline_reason ? (
        <Blockquote p="sm" color="gray" fz="sm">
          {profile.decline_reason}
          <Text size="xs" c="gray.8" mt={4} fs="italic">
            — {profile.first_name}
          </Text>
        </Blockquote>
      ) : null}
    </Stack>
  );
}
