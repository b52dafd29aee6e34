import { useState, type ReactNode } from 'react';
import { Anchor, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { requestButtonState, type PublicProfile } from '@keh/contracts';
import { errorText, isApiError } from '../../../lib/api';
import { useMentoringRequest } from '../api/matching-api';
import { INFO_POPUP_KEYS, markPopupSeen, popupSeen } from '../welcome-flags';
import classes from './request-button.module.css';

interface RequestMentoringButtonProps {
  profile: PublicProfile;
  /** 'Ask a question' (from the chat, composed in app/): laid out beside the request button. */
  ask?: ReactNode;
}

/**
 * A Member's actions on a captain's profile, as one group: 'Request mentoring' and 'Ask a question'
 * side by side, and under them one line: why the request button is disabled (the Member has a
 * captain, or this one takes no one new), the 'Not sure yet?' note before a first request, or what
 * happens next after one. The label follows request_status (spec section 4); pending and
 * canceled_by_mentee recall, anything else requests. When a 'Cancelled' request has nothing left to
 * recall the server says so (404), and the click asks again instead, so the Member is never stuck.
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
  const { label, recalls, enabled, block } = requestButtonState(profile);

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
    try {
      if (recalls) {
        try {
          done((await mutation.mutateAsync({ mentorId: profile.id, recall: true })).request_status);
          return;
        } catch (error) {
          if (!(status === 'canceled_by_mentee' && isApiError(error) && error.status === 404)) throw error;
        }
      }
      done((await mutation.mutateAsync({ mentorId: profile.id, recall: false })).request_status);
    } catch (error) {
      failed(error);
    }
  };

  const reasonId = `request-block-${profile.id}`;
  return (
    <Stack gap="sm">
      <div className={classes.buttons}>
        <Button
          variant={status === 'pending' ? 'outline' : 'filled'}
          color={status === 'pending' ? 'navy' : 'khaki.4'}
          c={status === 'pending' ? undefined : 'navy.9'}
          disabled={!enabled}
          aria-describedby={block ? reasonId : undefined}
          loading={mutation.isPending}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => void click()}
        >
          {label}
        </Button>
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
      {afterMessage ? (
        <Group gap={8} wrap="nowrap" align="flex-start" className={classes.note} data-tone="done">
          <IconInfoCircle size={18} aria-hidden="true" className={classes.icon} />
          <Text size="sm" style={{ flex: 1 }}>
            <Text span fw={700}>
              What happens next:
            </Text>{' '}
            {profile.first_name} will answer within five working days and you will get an e-mail. Your open
            requests are under Pending Requests in your profile.
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
