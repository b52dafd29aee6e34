import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, Navigate, useNavigate } from 'react-router';
import { IDEA_FIELDS, MSG, type AssessAnswer, type IdeaField, type MemberSurvey } from '@keh/contracts';
import { AssessYourself, type AssessResult } from '../../../components/assess-yourself';
import { FormAlert } from '../../../components/form-alert';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSurveyOptions } from '../../../lib/survey-options';
import { useUserProfile } from '../api/profile-api';
import { useMemberSurvey, useUpdateMemberSurvey } from '../api/survey-api';

/** /my/profile/assess-yourself (Members): the questionnaire again, saved to survey/update. */
export function AssessYourselfPage() {
  usePageTitle('Assess Yourself');
  const profile = useUserProfile();
  const isMember = profile.data?.type === 'mentee';
  const survey = useMemberSurvey(isMember);
  const options = useSurveyOptions();

  if (profile.data && !isMember) return <Navigate to="/my/profile" replace />;
  const loading = profile.isPending || survey.isPending || options.isPending;
  const failed = profile.isError || survey.isError || options.isError;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Assess Yourself</Title>
        <Text size="sm" c="dimmed">
          Answer each question honestly: there are no wrong answers, and your Business Captain uses them to
          help you.
        </Text>
      </Stack>
      {loading && !failed ? <LoadingState label="Loading the questionnaire" /> : null}
      {failed ? (
        <ErrorState
          onRetry={() => {
            void profile.refetch();
            void survey.refetch();
            void options.refetch();
          }}
          retrying={profile.isFetching || survey.isFetching || options.isFetching}
        />
      ) : null}
      {survey.data && options.data ? (
        <Questionnaire survey={survey.data} questions={options.data.assess} />
      ) : null}
    </Stack>
  );
}

function initialAnswers(survey: MemberSurvey): AssessAnswer[] {
  return survey.groups.flatMap((group) =>
    group.questions.flatMap((q) =>
      q.answer ? [{ question_id: q.id, answer: q.answer, explanation: q.explanation }] : [],
    ),
  );
}

function initialIdeas(survey: MemberSurvey): Partial<Record<IdeaField, string>> {
  const ideas: Partial<Record<IdeaField, string>> = {};
  for (const item of survey.business_idea_overview) {
    const field = IDEA_FIELDS.find((f) => f === item.key);
    if (field) ideas[field] = item.answer ?? '';
  }
  return ideas;
}

function Questionnaire({
  survey,
  questions,
}: {
  survey: MemberSurvey;
  questions: Parameters<typeof AssessYourself>[0]['questions'];
}) {
  const navigate = useNavigate();
  const update = useUpdateMemberSurvey();
  const [messages, setMessages] = useState<string[]>([]);
  const [ideaErrors, setIdeaErrors] = useState<Partial<Record<IdeaField, string>>>({});
  // docs/product/states.md: answering again needs an approved change request once the questionnaire is complete.
  const [initial] = useState(() => ({ answers: initialAnswers(survey), ideas: initialIdeas(survey) }));
  // Decided when the page opens: saving makes the questionnaire complete again.
  const [locked] = useState(
    () => survey.complete && survey.change_questionnaire_request_status !== 'approved',
  );

  if (locked) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>{MSG.surveyLocked}</Text>
        <Button component={Link} to="/my/profile">
          Back to My Profile
        </Button>
      </Stack>
    );
  }

  const finish = async (result: AssessResult) => {
    setMessages([]);
    setIdeaErrors({});
    try {
      await update.mutateAsync({ answers: result.answers, ideas: result.ideas });
      notifications.show({
        color: 'green',
        title: 'Questionnaire saved',
        message: 'Thank you. Your answers are saved.',
      });
      await navigate('/my/profile');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const fieldErrors: Partial<Record<IdeaField, string>> = {};
        const rest: string[] = [];
        for (const [field, list] of Object.entries(error.errors)) {
          const idea = IDEA_FIELDS.find((f) => f === field);
          if (idea && list[0]) fieldErrors[idea] = list[0];
          else rest.push(...list);
        }
        setIdeaErrors(fieldErrors);
        setMessages(rest.length ? rest : Object.keys(fieldErrors).length ? [] : [errorText(error)]);
      } else {
        setMessages([isApiError(error) && error.status === 403 ? error.message : errorText(error)]);
      }
      window.scrollTo({ top: 0 });
    }
  };

  return (
    <Stack gap="md">
      <FormAlert messages={messages} />
      <AssessYourself
        questions={questions}
        initialAnswers={initial.answers}
        initialIdeas={initial.ideas}
        skipIntro
        finishLabel="Save"
        finishing={update.isPending}
        ideaErrors={ideaErrors}
        onExit={() => void navigate('/my/profile')}
        onFinish={(result) => void finish(result)}
      />
    </Stack>
  );
}
