import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ASSESS_QUESTION_COUNT, type MemberSurvey } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMemberSurvey, usePerson } from '../api/admin-api';
import { StaffPage } from '../components/staff-page';
import { changeRequestText, loadErrorText, personName } from '../console-texts';
import { PEOPLE_PATH, personPath } from '../staff';
import classes from '../components/people.module.css';

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
        <Answers survey={survey.data} />
      )}
    </Stack>
  );
}

function Answers({ survey }: { survey: MemberSurvey }) {
  const ideas = survey.business_idea_overview.filter((item) => item.answer?.trim());
  return (
    <Stack gap="lg">
      {survey.answered < ASSESS_QUESTION_COUNT ? (
        <Paper withBorder radius="lg" p="lg">
          <Text fw={600}>This member hasn&apos;t completed the survey yet.</Text>
        </Paper>
      ) : (
        survey.groups.map((group, index) => (
          <SectionCard
            key={group.id}
            title={group.name}
            aside={<Badge variant="light">{`${index + 1}/${survey.groups.length}`}</Badge>}
          >
            <Stack component="ol" gap="sm" className={classes.list}>
              {group.questions.map((question) => {
                const chosen = question.options.find((option) => option.value === question.answer);
                return (
                  <Paper component="li" key={question.id} withBorder radius="md" p="sm" bg="gray.0">
                    <Stack gap={6}>
                      <Text fw={700} size="sm">
                        {question.question}
                      </Text>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Badge color="khaki.3" c="navy.9" radius="sm" style={{ flex: 'none' }}>
                          {chosen?.key ?? '–'}
                        </Badge>
                        <Text size="sm">{chosen?.text ?? 'Not answered'}</Text>
                      </Group>
                      {question.explanation ? (
                        <Text size="sm" c="dimmed" className={classes.email}>
                          {question.explanation}
                        </Text>
                      ) : null}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </SectionCard>
        ))
      )}
      <SectionCard title="Business Idea Overview">
        {ideas.length ? (
          <Stack component="dl" gap="md" m={0}>
            {ideas.map((item) => (
              <Stack gap={2} key={item.key}>
                <Text component="dt" fw={700} size="sm">
                  {item.label}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  className={classes.email}
                  style={{ whiteSpace: 'pre-line' }}
                >
                  {item.answer}
                </Text>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No business idea overview yet.
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
}
