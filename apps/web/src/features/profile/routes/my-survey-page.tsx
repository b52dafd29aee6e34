import { Group, Stack, Text, Title } from '@mantine/core';
import { api, pathOf } from '@keh/contracts';
import { DownloadButton } from '../../../components/download-button';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSurveyOptions } from '../../../lib/survey-options';
import { memberRole, useUserProfile } from '../api/profile-api';
import { useSurveyDetails } from '../api/survey-api';
import { SurveyDetailsForm } from '../components/survey-details-form';
import { tourTarget } from '../../../lib/tour-targets';

/** /my/survey-details: the survey answers of sign-up, editable, and the survey and questionnaire PDFs. */
export function MySurveyPage() {
  usePageTitle('My Survey');
  const profile = useUserProfile();
  const role = profile.data ? memberRole(profile.data.type) : null;
  if (profile.data && !role) {
    return (
      <Stack gap="lg">
        <Title order={1}>My Survey</Title>
        <Text c="dimmed">The survey is kept for Business Captains and Members.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} {...tourTarget('my-survey')}>
          My Survey
        </Title>
        <Text size="sm" c="dimmed">
          What you told us when you signed up. Keep it up to date so we can match you well.
        </Text>
      </Stack>
      {profile.isPending ? <LoadingState label="Loading your survey" /> : null}
      {profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : null}
      {/* docs/product/screens.md: the screen renders only once the user e-mail has loaded. */}
      {profile.data?.email && role ? <SurveyContent role={role} /> : null}
    </Stack>
  );
}

function SurveyContent({ role }: { role: 'mentor' | 'mentee' }) {
  const details = useSurveyDetails(role);
  const options = useSurveyOptions();
  return (
    <>
      <Group gap="sm" align="flex-start">
        <DownloadButton path={`/api${pathOf(api.profile.surveyPdf.path)}`} filename="survey.pdf">
          Download survey PDF
        </DownloadButton>
        {role === 'mentee' ? (
          <>
            <DownloadButton
              path={`/api${pathOf(api.profile.questionnaireBlankPdf.path)}`}
              filename="questionnaire.pdf"
            >
              Download questionnaire (blank)
            </DownloadButton>
            <DownloadButton
              path={`/api${pathOf(api.profile.questionnairePdf.path)}`}
              filename="my-questionnaire.pdf"
            >
              Download my questionnaire
            </DownloadButton>
          </>
        ) : null}
      </Group>
      {details.isPending || options.isPending ? <LoadingState label="Loading your survey" /> : null}
      {details.isError || options.isError ? (
        <ErrorState
          onRetry={() => void (details.isError ? details.refetch() : options.refetch())}
          retrying={details.isFetching || options.isFetching}
        />
      ) : null}
      {details.data && options.data ? (
        <SurveyDetailsForm role={role} details={details.data} options={options.data} />
      ) : null}
    </>
  );
}
