import { useState } from 'react';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TARGET_LABELS,
  REPORT_TEXT_MAX,
  type StaffReport,
} from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorText } from '../../../lib/api';
import { useDecideReport, type ReportDecision } from '../api/reports-api';
import { dateTime, personPath } from '../staff';
import classes from './queue.module.css';

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** A person in a report: a link to their record for admins, their name for moderators. */
function Person({ person, linked }: { person: StaffReport['reporter']; linked: boolean }) {
  const label = `${name(person)}${person.status === 'suspended' ? ' (suspended)' : ''}`;
  return linked ? (
    <Anchor component={Link} to={personPath(person.id)} size="sm" fw={600}>
      {label}
    </Anchor>
  ) : (
    <Text span size="sm" fw={600}>
      {label}
    </Text>
  );
}

const DONE: Record<ReportDecision, string> = {
  dismiss: 'Report dismissed',
  hide: 'Content hidden',
  warn: 'Warning sent',
  suspend: 'Account suspended',
};

/**
 * One report: what was reported as it was then (the snapshot), why and by whom, and the decisions.
 * Warn and suspend ask for an optional note first (the warning carries it to the person).
 */
export function ReportItem({ report, isAdmin }: { report: StaffReport; isAdmin: boolean }) {
  const decide = useDecideReport();
  const [asking, setAsking] = useState<'warn' | 'suspend' | null>(null);
  const [note, setNote] = useState('');
  const open = report.status === 'open';

  const run = async (decision: ReportDecision) => {
    try {
      await decide.mutateAsync({ id: report.id, decision, note });
      notifications.show({
        color: 'green',
        title: DONE[decision],
        message: 'The reporter is told by e-mail.',
      });
      setAsking(null);
      setNote('');
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Report', message: errorText(failure) });
    }
  };
  const busy = (d: ReportDecision) => decide.isPending && decide.variables?.decision === d;

  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.item}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="navy" radius="sm">
            {REPORT_TARGET_LABELS[report.target_type]}
          </Badge>
          <Badge variant="light" color="red" radius="sm">
            {REPORT_REASON_LABELS[report.reason]}
          </Badge>
          {open ? null : (
            <Badge variant="filled" color="gray.7" radius="sm">
              {REPORT_STATUS_LABELS[report.status]}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {dateTime(report.created_at)}
          </Text>
        </Group>
        <Text size="sm">
          <Person person={report.reported} linked={isAdmin} />{' '}
          <Text span size="sm" c="dimmed">
            reported by
          </Text>{' '}
          <Person person={report.reporter} linked={isAdmin} />
        </Text>
        <Blockquote color="gray" p="sm" radius="md" aria-label="The reported content as it was">
          {report.snapshot.title ? (
            <Text size="sm" fw={700}>
              {report.snapshot.title}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.snapshot.text || '(no text)'}
          </Text>
        </Blockquote>
        {report.text ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              The reporter says:{' '}
            </Text>
            {report.text}
          </Text>
        ) : null}
        {open ? (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="default" loading={busy('dismiss')} onClick={() => void run('dismiss')}>
              Dismiss
            </Button>
            {report.can_hide ? (
              <Button size="xs" color="red.8" loading={busy('hide')} onClick={() => void run('hide')}>
                Hide content
              </Button>
            ) : null}
            <Button size="xs" color="orange.8" onClick={() => setAsking('warn')}>
              Warn
            </Button>
            {isAdmin && report.reported.status !== 'suspended' ? (
              <Button size="xs" color="red.9" variant="outline" onClick={() => setAsking('suspend')}>
                Suspend
              </Button>
            ) : null}
          </Group>
        ) : report.resolved_by ? (
          <Text size="xs" c="dimmed">
            {REPORT_STATUS_LABELS[report.status]} by {name(report.resolved_by)},{' '}
            {dateTime(report.resolved_at)}
          </Text>
        ) : null}
      </Stack>
      <AppModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'suspend' ? `Suspend ${name(report.reported)}?` : `Warn ${name(report.reported)}`}
      >
        <Stack gap="md">
          <Text size="sm">
            {asking === 'suspend'
              ? 'Their sessions end at once and they cannot sign in until an admin reactivates the account.'
              : 'They receive an e-mail saying what was reviewed and why. It never says who reported it.'}
          </Text>
          <Textarea
            label={asking === 'suspend' ? 'Reason (for the audit log)' : 'Note to the person (optional)'}
            autosize
            minRows={2}
            maxLength={REPORT_TEXT_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              color={asking === 'suspend' ? 'red.9' : 'orange.8'}
              loading={asking !== null && busy(asking)}
              onClick={() => asking && void run(asking)}
            >
              {asking === 'suspend' ? 'Suspend' : 'Send warning'}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Paper>
  );
}
