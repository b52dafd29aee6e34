import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { ASSESS_QUESTION_COUNT } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { MemberSurveyView } from '../../profile';
import { useMemberSurvey, usePerson } from '../api/admin-api';
import { PreviewLink } from '../components/preview-link';
import { PreviewProblem } from '../components/preview-problem';
import { StaffPage } from '../components/staff-page';
import { changeRequestText, loadErrorText, personName } from '../console-texts';
import { PEOPLE_PATH, personPath } from '../staff';
import { StaffPreviewBadge } from '../components/staff-preview-badge';

/**
 * /preview-admin/mentee/{id}/survey (docs/product (README and screens); admins): a Member's questionnaire
 * answers by group and their Business Idea Overview, read before deciding on a change request.
 * From the console it opens with the session, inside the console; a link carrying a preview token
 * (?token=…, made there for this Member, 15 minutes) opens it on its own, without a sign-in.
 */
export function MemberSurveyPreviewPage() {
  const { menteeId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') || undefined;
  const session = useSession();
  const id = Number(menteeId);
  if (!Number.isInteger(id) || id <= 0) return <PreviewProblem kind="not-found" subject="survey" />;
  if (token) {
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} w="100%">
        <MemberSurvey id={id} token={token} />
      </Container>
    );
  }
  if (!session) return <PreviewProblem kind="sign-in" subject="survey" />;
  return (
    <StaffPage path={PEOPLE_PATH}>
      <MemberSurvey id={id} />
    </StaffPage>
  );
}

function MemberSurvey({ id, token }: { id: number; token?: string }) {
  const person = usePerson(id, token);
  const isMember = person.data?.type === 'mentee';
  const survey = useMemberSurvey(id, isMember, token);
  const name = person.data ? personName(person.data) : null;
  usePageTitle(name ? `${name}: questionnaire` : 'Questionnaire');
  const statuses = [person.error, survey.error].map((e) => (isApiError(e) ? e.status : null));
  const failed = person.isError ? person : survey.isError ? survey : null;

  if (token && statuses.some((s) => s === 401 || s === 403)) {
    return <PreviewProblem kind="expired" subject="survey" />;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        {token ? <span /> : <BackLink to={personPath(id)} label={name ?? 'The person'} />}
        <StaffPreviewBadge />
      </Group>
      {token ? null : <PreviewLink resource="member" id={id} />}
      <Stack gap={4}>
        <Title order={1}>{name ? `${name}: questionnaire` : 'Questionnaire'}</Title>
        {survey.data ? (
          <Text size="sm" c="dimmed">
            {survey.data.answered} / {ASSESS_QUESTION_COUNT} answered ·{' '}
            {changeRequestText(survey.data.change_questionnaire_request_status)}
          </Text>
        ) : null}
      </Stack>
      {statuses.includes(404) || (person.data && !isMember) ? (
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
