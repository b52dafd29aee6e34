import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ASSESS_QUESTION_COUNT,
  REQUEST_STATUSES,
  type PersonDetail,
  type RequestStatus,
} from '@keh/contracts';
import { SectionCard } from '../../../components/section-card';
import { UserAvatar } from '../../../components/user-avatar';
import {
  REQUEST_STATUS_COLORS,
  REQUEST_STATUS_LABELS,
  changeRequestText,
  personName,
} from '../console-texts';
import { shortDate } from '../../../lib/dates';
import { dateTime, memberSurveyPath, personPath } from '../staff';
import { ChangeDecision } from './change-decision';
import { RoleBadge, StatusBadge } from './person-badges';
import classes from './people.module.css';
import { countOf } from '../../../lib/counts';

/** Name, role and status, and where they are from. */
export function PersonHeader({ person, isSelf }: { person: PersonDetail; isSelf: boolean }) {
  const where = [person.business_name, person.location].filter(Boolean).join(' · ');
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar
        firstName={person.first_name}
        lastName={person.last_name}
        src={person.avatar}
        size={72}
        decorative
      />
      <Stack gap={6} miw={0}>
        <Title order={1} className={classes.email}>
          {personName(person)}
        </Title>
        <Group gap={6}>
          <RoleBadge role={person.type} size="md" />
          <StatusBadge status={person.status} size="md" />
          {isSelf ? (
            <Badge variant="outline" color="gray.7" radius="sm" size="md">
              You
            </Badge>
          ) : null}
        </Group>
        {where ? (
          <Text size="sm" c="dimmed">
            {where}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 0.6 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} className={classes.email}>
        {children}
      </Text>
    </Stack>
  );
}

/** How to reach them, and when they joined and last came. */
export function ContactDetails({ person }: { person: PersonDetail }) {
  return (
    <SectionCard title="Contact details">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact label="E-mail">
          <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>
        </Fact>
        <Fact label="Contact number">
          {person.contact_number ? (
            <Anchor href={`tel:${person.contact_number.replace(/\s+/g, '')}`}>{person.contact_number}</Anchor>
          ) : (
            'Not given'
          )}
        </Fact>
        <Fact label="Business">{person.business_name || 'Not given'}</Fact>
        <Fact label="Location">{person.location || 'Not given'}</Fact>
        <Fact label="Signed up">{dateTime(person.created_at)}</Fact>
        <Fact label="Last sign-in">{dateTime(person.last_sign_in_at) || 'Never'}</Fact>
        <Fact label="Signed in on">
          {person.active_tokens === 0 ? 'No device now' : `${countOf(person.active_tokens, 'device')} now`}
        </Fact>
      </SimpleGrid>
    </SectionCard>
  );
}

/** A Member's questionnaire: how much is answered, the change request, the way to the answers. */
export function QuestionnaireSection({ person }: { person: PersonDetail }) {
  const { answers, change_request_status: status } = person.questionnaire;
  const name = personName(person);
  return (
    <SectionCard
      title="Questionnaire"
      aside={
        <Button
          component={Link}
          to={memberSurveyPath(person.id)}
          variant="light"
          size="xs"
          leftSection={<IconListDetails size={14} aria-hidden="true" />}
        >
          Read the answers
        </Button>
      }
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm">
            <b>
              {answers} / {ASSESS_QUESTION_COUNT}
            </b>{' '}
            questions answered
          </Text>
          <Progress
            value={(Math.min(answers, ASSESS_QUESTION_COUNT) / ASSESS_QUESTION_COUNT) * 100}
            color={answers >= ASSESS_QUESTION_COUNT ? 'green' : 'khaki.6'}
            aria-label="Questions answered"
            size="sm"
            maw={360}
          />
        </Stack>
        <Group justify="space-between" gap="sm">
          <Text
            size="sm"
            c={status === 'pending' ? 'orange.9' : undefined}
            fw={status === 'pending' ? 600 : 400}
          >
            {changeRequestText(status)}
          </Text>
          {status === 'pending' ? <ChangeDecision member={{ id: person.id, name }} size="xs" /> : null}
        </Group>
      </Stack>
    </SectionCard>
  );
}

const requestStatus = (status: string): RequestStatus | null =>
  REQUEST_STATUSES.find((s) => s === status) ?? null;

/** Mentoring requests they sent (a Member) or received (a Business Captain). */
export function RequestsSection({ person }: { person: PersonDetail }) {
  const captain = person.type === 'mentor';
  return (
    <SectionCard
      title="Mentoring requests"
      description={captain ? 'Requests Members sent them' : 'Requests they sent to Business Captains'}
    >
      {person.requests.length === 0 ? (
        <Text size="sm" c="dimmed">
          No mentoring requests.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list}>
          {person.requests.map((request) => {
            const status = requestStatus(request.status);
            return (
              <Paper component="li" key={request.id} withBorder radius="md" px="sm" py="xs">
                <Group justify="space-between" gap="xs">
                  <Stack gap={0}>
                    <Anchor component={Link} to={personPath(request.with.id)} fw={600} size="sm">
                      {personName(request.with)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {captain ? 'Received' : 'Sent'} {shortDate(request.created_at)}
                    </Text>
                  </Stack>
                  <Badge variant="light" radius="sm" color={status ? REQUEST_STATUS_COLORS[status] : 'gray'}>
                    {status ? REQUEST_STATUS_LABELS[status] : request.status}
                  </Badge>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Their mentorings, current and ended. */
export function MentoringsSection({ person }: { person: PersonDetail }) {
  return (
    <SectionCard title="Mentorings">
      {person.mentorings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No mentorings.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" className={classes.list}>
          {person.mentorings.map((mentoring) => (
            <Paper component="li" key={mentoring.id} withBorder radius="md" px="sm" py="xs">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <Anchor component={Link} to={personPath(mentoring.with.id)} fw={600} size="sm">
                    {personName(mentoring.with)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {mentoring.ended_at
                      ? `${shortDate(mentoring.created_at)} – ${shortDate(mentoring.ended_at)}`
                      : `Since ${shortDate(mentoring.created_at)}`}
                  </Text>
                </Stack>
                <Badge
                  variant={mentoring.ended_at ? 'outline' : 'light'}
                  color={mentoring.ended_at ? 'gray' : 'green'}
                  radius="sm"
                >
                  {mentoring.ended_at ? 'Ended' : 'Active'}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
