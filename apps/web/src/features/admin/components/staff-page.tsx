import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { isStaff, mayOpen, staffHomeFor } from '../staff';
import { StaffLayout } from './staff-layout';
import { StaffOnlyNotice } from './staff-only-notice';

/**
 * A console page: for staff whose role may open `path` (STAFF_NAV says which), inside the
 * console's frame. Others get a calm notice instead of a request that can only fail; the server
 * refuses them anyway.
 */
export function StaffPage({ path, children }: { path: string; children: ReactNode }) {
  const role = useSession()?.user.type;
  if (!isStaff(role)) return <StaffOnlyNotice />;
  return (
    <StaffLayout>{mayOpen(role, path) ? children : <AdminsOnly home={staffHomeFor(role)} />}</StaffLayout>
  );
}

/** A moderator opened an administrators' page. */
export function AdminsOnly({ home }: { home: string | null }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <IconLock size={56} stroke={1.2} color="var(--mantine-color-khaki-7)" aria-hidden="true" />
      <Title order={1}>This page is for administrators</Title>
      <Text c="dimmed" maw={460}>
        Your account can moderate articles. The programme overview, people, questionnaire changes and the
        audit log are for administrators; if you need them, please ask one.
      </Text>
      {home ? (
        <Button component={Link} to={home}>
          Go to the review queue
        </Button>
      ) : null}
    </Stack>
  );
}
