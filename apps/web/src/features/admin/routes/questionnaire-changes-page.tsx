import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ASSESS_QUESTION_COUNT, type ChangeRequestRow } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { UserAvatar } from '../../../components/user-avatar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChangeRequests } from '../api/admin-api';
import { ChangeDecision } from '../components/change-decision';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { loadErrorText, personName } from '../console-texts';
import { shortDate } from '../../../lib/dates';
import { personPath, QUESTIONNAIRE_CHANGES_PATH } from '../staff';
import classes from '../components/people.module.css';

/**
 * /admin/questionnaire-changes (admins): Members who asked to change their questionnaire answers
 * (docs/product/states.md), oldest first. Approving lets them change the answers once; refusing keeps
 * them and tells the Member why.
 */
export function QuestionnaireChangesPage() {
  usePageTitle('Questionnaire changes');
  return (
    <StaffPage path={QUESTIONNAIRE_CHANGES_PATH}>
      <QuestionnaireChanges />
    </StaffPage>
  );
}

function QuestionnaireChanges() {
  const requests = useChangeRequests();
  const count = requests.data?.length ?? 0;
  return (
    <Stack gap="lg">
      <ConsoleHeader
        title="Questionnaire changes"
        description="Members whose questionnaire is complete can ask to change their answers. Approve and they may change them once; refuse and they keep their answers and receive your reason. They are e-mailed either way. The longest waiting come first."
        aside={requests.isSuccess && count > 0 ? `${count} waiting` : null}
      />
      {requests.isPending ? (
        <LoadingState label="Loading the change requests" />
      ) : requests.isError ? (
        <ErrorState
          message={loadErrorText(requests.error)}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : count === 0 ? (
        <EmptyPanel
          title="No change requests"
          icon={<IconListCheck aria-hidden="true" />}
          description="When a Member asks to change their questionnaire answers, they appear here."
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Questionnaire change requests">
          {requests.data.map((row) => (
            <ChangeRequestItem key={row.member.id} row={row} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ChangeRequestItem({ row }: { row: ChangeRequestRow }) {
  const { member } = row;
  const name = personName(member);
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="md" align="center">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <UserAvatar
            firstName={member.first_name}
            lastName={member.last_name}
            src={member.avatar}
            size={44}
            decorative
          />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={personPath(member.id)} fw={700} c="navy.9" className={classes.email}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed" className={classes.email}>
              {member.business_name || 'No business name'} · {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              {row.answers} / {ASSESS_QUESTION_COUNT} answered · member since {shortDate(member.created_at)}
            </Text>
          </Stack>
        </Group>
        <ChangeDecision member={{ id: member.id, name }} />
      </Group>
    </Paper>
  );
}
