import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconEyeOff,
  IconFlagOff,
  IconCircleCheck,
  IconFileZip,
  IconListCheck,
  IconLock,
  IconLockOpen,
  IconUserCog,
  IconTrash,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@keh/contracts';
import { auditDetails, auditTargetPath, personName } from '../console-texts';
import { dateTime, personPath } from '../staff';
import classes from './people.module.css';

const ACTION_ICONS: Record<AuditAction, { icon: Icon; color: string }> = {
  'article.published': { icon: IconCircleCheck, color: 'green' },
  'article.banned': { icon: IconBan, color: 'red' },
  'user.suspended': { icon: IconLock, color: 'red' },
  'user.reactivated': { icon: IconLockOpen, color: 'green' },
  'user.role_changed': { icon: IconUserCog, color: 'navy' },
  'questionnaire.change_approved': { icon: IconListCheck, color: 'green' },
  'questionnaire.change_refused': { icon: IconX, color: 'orange' },
  'report.dismissed': { icon: IconFlagOff, color: 'gray' },
  'report.hidden': { icon: IconEyeOff, color: 'red' },
  'report.warned': { icon: IconAlertTriangle, color: 'orange' },
  'report.suspended': { icon: IconLock, color: 'red' },
  'user.data_exported': { icon: IconFileZip, color: 'navy' },
  'user.erased': { icon: IconTrash, color: 'red' },
};

/** One staff action: what was done to whom, by whom and when, and its details (a reason, a role). */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const { icon: ActionIcon, color } = ACTION_ICONS[entry.action];
  const details = auditDetails(entry);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} radius="xl" size={34} aria-hidden="true">
          <ActionIcon size={18} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text size="sm" className={classes.email}>
            <b>{AUDIT_ACTION_LABELS[entry.action]}</b>
            {' · '}
            <Anchor component={Link} to={auditTargetPath(entry.target)} size="sm" fw={600}>
              {entry.target.label || (entry.target.type === 'user' ? 'An account' : 'An article')}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            by{' '}
            <Anchor component={Link} to={personPath(entry.actor.id)} size="xs" c="dimmed" underline="always">
              {personName(entry.actor)}
            </Anchor>{' '}
            · <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
          </Text>
          {details.length ? (
            <Stack component="dl" gap={2} m={0} mt={2}>
              {details.map((detail) => (
                <Group key={detail.label} gap={6} wrap="nowrap" align="baseline">
                  <Text component="dt" size="xs" fw={700} c="gray.7" style={{ flex: 'none' }}>
                    {detail.label}:
                  </Text>
                  <Text
                    component="dd"
                    size="sm"
                    m={0}
                    className={classes.email}
                    style={{ whiteSpace: 'pre-line' }}
                  >
                    {detail.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
