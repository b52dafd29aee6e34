import { Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ASSESS_QUESTION_COUNT } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { MemberSurveyView } from '../../profile';
import { useMemberSurvey, usePerson } from '../api/admin-api';
import { StaffPage } from '../components/staff-page';
import { changeRequestText, loadErrorText, personName } from '../console-texts';
import { PEOPLE_PATH, personPath } from '../staff';

/**
 * /admin/people/{id}/questionnaire (admins): a Member's questionnaire answers by group and their
 * Business Idea Overview, read before deciding on a change request.
 */
export function MemberQuestionnairePage() {
  return (
    <StaffPage path={PEOPLE_PATH}>
      <MemberQuestionnaire />
    </StaffPage>
  );
}

function MemberQuestionnaire() {
  const { personId } = useParams();
  const id = Number(personId);
  const person = usePerson(id);
  const isMember = person.data?.type === 'mentee';
  const survey = useMemberSurvey(id, isMember);
  const name = person.data ? personName(person.data) : null;
  usePageTitle(name ? `${name}: questionnaire` : 'Questionnaire');
  const missing = [person.error, survey.error].some((e) => isApiError(e) && e.status === 404);
  const failed = person.isError ? person : survey.isError ? survey : null;

  return (
    <Stack gap="lg">
      <BackLink to={personPath(id)} label={name ?? 'The person'} />
      <Stack gap={4}>
        <Title order={1}>{name ? `${name}: questionnaire` : 'Questionnaire'}</Title>
        {survey.data ? (
          <Text size="sm" c="dimmed">
            {survey.data.answered} / {ASSESS_QUESTION_COUNT} answered ·{' '}
            {changeRequestText(survey.data.change_questionnaire_request_status)}
          </Text>
        ) : null}
      </Stack>
      {missing || (person.data && !isMember) ? (
        <EmptyPanel
          title="No questionnaire here"
          icon={<IconListDetails aria-hidden="true" />}
          description="Only Members fill in the questionnaire, and this account is not a Member's."
        />
      ) : failed ? (
        <ErrorState
          message={loadErrorText(failed.error)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !survey.data ? (
        <LoadingState label="Loading the questionnaire" />
      ) : (
        <MemberSurveyView survey={survey.data} />
      )}
    </Stack>
  );
}
