import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { ASSESS_QUESTION_COUNT, type MemberSurvey } from '@keh/contracts';
import { SectionCard } from '../../../components/section-card';

export const SURVEY_NOT_COMPLETE = "This member hasn't completed the survey yet.";

/** A Member's questionnaire answers by group, then the Business Idea Overview (docs/product/screens.md). */
export function MemberSurveyView({ survey }: { survey: MemberSurvey }) {
  const complete = survey.answered >= ASSESS_QUESTION_COUNT;
  const ideas = survey.business_idea_overview.filter((item) => item.answer?.trim());
  return (
    <Stack gap="lg">
      {complete ? (
        survey.groups.map((group, index) => (
          <SectionCard
            key={group.id}
            title={group.name}
            aside={<Badge variant="light">{`${index + 1}/${survey.groups.length}`}</Badge>}
          >
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {group.questions.map((question) => {
                const chosen = question.options.find((option) => option.value === question.answer);
                return (
                  <Paper component="li" key={question.id} withBorder radius="md" p="md" bg="gray.0">
                    <Stack gap={6}>
                      <Text fw={700} size="sm">
                        {question.question}
                      </Text>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Badge
                          color="khaki.3"
                          c="navy.9"
                          variant="filled"
                          radius="sm"
                          style={{ flex: 'none' }}
                        >
                          {chosen?.key ?? '–'}
                        </Badge>
                        <Text size="sm">{chosen?.text ?? 'Not answered'}</Text>
                      </Group>
                      {question.explanation ? (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
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
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Text fw={600}>{SURVEY_NOT_COMPLETE}</Text>
        </Paper>
      )}
      <SectionCard title="Business Idea Overview">
        {ideas.length ? (
          <Stack gap="md" component="dl" style={{ margin: 0 }}>
            {ideas.map((item) => (
              <Stack gap={2} key={item.key}>
                <Text component="dt" fw={700} size="sm">
                  {item.label}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
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
