import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import type { PersonDetail } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePerson } from '../api/admin-api';
import { AccountActions } from '../components/account-actions';
import { EraseNow } from '../components/erase-now';
import {
  ContactDetails,
  MentoringsSection,
  PersonHeader,
  QuestionnaireSection,
  RequestsSection,
} from '../components/person-sections';
import { StaffPage } from '../components/staff-page';
import { loadErrorText, personName } from '../console-texts';
import { PEOPLE_PATH } from '../staff';
import { StaffExportCard } from '../../privacy';

/** /admin/people/{id} (admins): one account, what it has done, and what an admin can do to it. */
export function PersonPage() {
  return (
    <StaffPage path={PEOPLE_PATH}>
      <Person />
    </StaffPage>
  );
}

/** Back to the list as it was left (search, filters, page), when the person was opened from it. */
function useBackToList(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' &&
    state !== null &&
    'listSearch' in state &&
    typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return search ? `${PEOPLE_PATH}?${search}` : PEOPLE_PATH;
}

function Person() {
  const { personId } = useParams();
  const id = Number(personId);
  const person = usePerson(id);
  const session = useSession();
  const back = useBackToList();
  usePageTitle(person.data ? personName(person.data) : 'Person');

  const missing =
    !Number.isInteger(id) || id <= 0 || (isApiError(person.error) && person.error.status === 404);

  return (
    <Stack gap="lg">
      <BackLink to={back} label="People" />
      {missing ? (
        <EmptyPanel
          title="Account not found"
          icon={<IconUserOff aria-hidden="true" />}
          description="There is no account at this address. It may have been deleted, or the link is incomplete."
        >
          <Button component={Link} to={PEOPLE_PATH} variant="light">
            All people
          </Button>
        </EmptyPanel>
      ) : person.isPending ? (
        <LoadingState label="Loading the account" />
      ) : person.isError ? (
        <ErrorState
          message={loadErrorText(person.error)}
          onRetry={() => void person.refetch()}
          retrying={person.isFetching}
        />
      ) : (
        <PersonView key={person.data.id} person={person.data} isSelf={session?.user.id === person.data.id} />
      )}
    </Stack>
  );
}

function PersonView({ person, isSelf }: { person: PersonDetail; isSelf: boolean }) {
  const side = person.type === 'mentor' || person.type === 'mentee';
  const showQuestionnaire = person.type === 'mentee' || person.questionnaire.answers > 0;
  return (
    <Stack gap="lg">
      <PersonHeader person={person} isSelf={isSelf} />
      <AccountActions person={person} isSelf={isSelf} />
      <StaffExportCard personId={person.id} />
      <ContactDetails person={person} />
      {showQuestionnaire ? <QuestionnaireSection person={person} /> : null}
      {side || person.requests.length || person.mentorings.length ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <RequestsSection person={person} />
          <MentoringsSection person={person} />
        </SimpleGrid>
      ) : null}
      <EraseNow person={person} isSelf={isSelf} />
    </Stack>
  );
}
