import { Center, Pagination, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuditLog } from '../api/admin-api';
import { AuditItem } from '../components/audit-item';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { loadErrorText } from '../console-texts';
import { AUDIT_LOG_PATH } from '../staff';
import classes from '../components/people.module.css';
import { countOf } from '../../../lib/counts';

const ALL = '';
const ACTION_OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.some((a) => a === value);

/** /admin/audit-log (admins): every staff action, newest first: who did what to whom, and when. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  return (
    <StaffPage path={AUDIT_LOG_PATH}>
      <AuditLog />
    </StaffPage>
  );
}

function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const rawAction = search.get('action');
  const action = isAction(rawAction) ? rawAction : undefined;
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const log = useAuditLog({ action, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const total = log.data?.meta.total ?? 0;
  const pages = Math.ceil(total / ADMIN_PAGE_SIZE);

  const update = (next: { action?: string; page?: number }) =>
    setSearch((current) => {
      const copy = new URLSearchParams(current);
      if ('action' in next) {
        if (next.action) copy.set('action', next.action);
        else copy.delete('action');
        copy.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
      }
      return copy;
    });

  return (
    <Stack gap="lg">
      <ConsoleHeader
        title="Audit log"
        description="Every decision staff make is written here: articles published and banned, accounts suspended and reactivated, roles changed, questionnaire changes approved and refused. Newest first."
        aside={log.isSuccess && total > 0 ? countOf(total, 'entry', 'entries') : null}
      />
      <Select
        label="Action"
        data={ACTION_OPTIONS}
        value={action ?? ALL}
        onChange={(value) => update({ action: value ?? ALL })}
        allowDeselect={false}
        size="md"
        w={{ base: '100%', sm: 320 }}
      />
      {log.isPending ? (
        <LoadingState label="Loading the audit log" />
      ) : log.isError ? (
        <ErrorState
          message={loadErrorText(log.error)}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.data.length === 0 ? (
        <EmptyPanel
          title={action ? 'No such actions yet' : 'Nothing in the log yet'}
          icon={<IconHistory aria-hidden="true" />}
          description={
            action
              ? 'No one has done this yet. Choose All actions to see everything.'
              : 'Staff decisions appear here as they are made.'
          }
        />
      ) : (
        <Stack gap="md" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isFetching}>
          <Stack component="ol" gap="xs" className={classes.list} aria-label="Staff actions, newest first">
            {log.data.data.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </Stack>
          {pages > 1 ? (
            <Center>
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => update({ page: next })}
                siblings={wide ? 1 : 0}
                aria-label="Pages of the audit log"
              />
            </Center>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
