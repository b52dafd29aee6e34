import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserProfile } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { useRequestSurveyChange } from '../api/survey-api';
import { tourTarget } from '../../../lib/tour-targets';

export const ASSESS_PATH = '/my/profile/assess-yourself';

/**
 * The Member's questionnaire button (docs/product/states.md): 'Assess yourself' until the survey exists, then
 * 'Change Questionnaire', which asks an admin; 'Pending' (disabled) until approved, and once
 * approved it opens the questionnaire again.
 */
export function QuestionnaireButton({ profile }: { profile: UserProfile }) {
  const request = useRequestSurveyChange();
  const status = profile.change_questionnaire_request_status;

  let button;
  let note: string;
  if (!profile.survey_exists) {
    button = (
      <Button
        component={Link}
        to={ASSESS_PATH}
        leftSection={<IconClipboardCheck size={18} aria-hidden="true" />}
      >
        Assess yourself
      </Button>
    );
    note = 'Answer the Assess Yourself questionnaire so your Business Captain knows where to start.';
  } else if (status === 'pending') {
    button = (
      <Button disabled leftSection={<IconClock size={18} aria-hidden="true" />}>
        Pending
      </Button>
    );
    note = 'Your request to change the questionnaire is waiting for an administrator.';
  } else if (status === 'approved') {
    button = (
      <Button
        component={Link}
        to={ASSESS_PATH}
        leftSection={<IconClipboardCheck size={18} aria-hidden="true" />}
      >
        Change Questionnaire
      </Button>
    );
    note = 'Your request was approved: you can answer the questionnaire again.';
  } else {
    button = (
      <Button
        variant="light"
        loading={request.isPending}
        onClick={() => request.mutate()}
        leftSection={<IconClipboardCheck size={18} aria-hidden="true" />}
      >
        Change Questionnaire
      </Button>
    );
    note = 'To change your answers, ask an administrator to reopen the questionnaire.';
  }

  return (
    <Stack gap={6} {...tourTarget('assess')}>
      <Group gap="sm" wrap="wrap">
        {button}
        <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
          {note}
        </Text>
      </Group>
      {request.isError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errorText(request.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
