import { Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BlockButton } from './block-button';
import { ReportButton } from './report-button';

/**
 * "Report" and "Block" on someone's profile (issue 33). Once blocked the profile is gone for the
 * viewer, so they go back to where they came from.
 */
export function PersonSafetyActions({ person }: { person: { id: number; first_name: string } }) {
  const navigate = useNavigate();
  // Back within the app (the router counts its entries), else home: never out to another document.
  const leave = () => {
    const inApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (inApp) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Group gap="xs" wrap="wrap" aria-label="Report or block" role="group">
      <ReportButton targetType="user" targetId={person.id} size="xs" />
      <BlockButton person={person} size="xs" onBlocked={leave} />
    </Group>
  );
}
