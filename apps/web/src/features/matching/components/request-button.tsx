import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { REQUEST_BUTTON_LABELS, type PublicProfile } from '@keh/contracts';
import { errorText, isApiError } from '../../../lib/api';
import { useMentoringRequest } from '../api/matching-api';
import { INFO_POPUP_KEYS, markPopupSeen, popupSeen } from '../welcome-flags';

/**
 * The Member's request-mentoring button of a captain's profile (spec 4): the label follows
 * request_status; pending and canceled_by_mentee recall, anything else requests. When a
 * 'Cancelled' request has nothing left to recall the server says so (404), and the click asks
 * again instead, so the Member is never stuck.
 */
export function RequestMentoringButton({ profile }: { profile: PublicProfile }) {
  const mutation = useMentoringRequest();
  // The consultation note (before a first request) and the after-message note (after it), once each.
  const [consultation, setConsultation] = useState(() => !popupSeen(INFO_POPUP_KEYS.consultation));
  const [afterMessage, setAfterMessage] = useState(false);
  const dismiss = (key: string, close: (v: boolean) => void) => {
    markPopupSeen(key);
    close(false);
  };
  const status = profile.request_status;
  const label = REQUEST_BUTTON_LABELS[status ?? 'none'];
  const recalls = status === 'pending' || status === 'canceled_by_mentee';
  const enabled = profile.can_send_request && profile.available;

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

  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant={status === 'pending' ? 'outline' : 'filled'}
        color={status === 'pending' ? 'navy' : 'khaki.4'}
        c={status === 'pending' ? undefined : 'navy.9'}
        disabled={!enabled}
        loading={mutation.isPending}
        leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        onClick={() => void click()}
      >
        {label}
      </Button>
      {consultation && !status ? (
        <Alert
          color="navy"
          variant="light"
          title="Not sure yet?"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => dismiss(INFO_POPUP_KEYS.consultation, setConsultation)}
          maw={520}
        >
          Ask a question first to see whether this Business Captain fits your business, then request mentoring
          when you are ready.
        </Alert>
      ) : null}
      {afterMessage ? (
        <Alert
          color="green"
          variant="light"
          title="What happens next"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => dismiss(INFO_POPUP_KEYS.afterMessage, setAfterMessage)}
          maw={520}
        >
          {profile.first_name} will answer within five working days and you will get an e-mail. Your open
          requests are under Pending Requests in your profile.
        </Alert>
      ) : null}
    </Stack>
  );
}
