import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/** Marks a page as the staff's view of something (an article under review, a Member's answers). */
export function StaffPreviewBadge() {
  return (
    <Badge
      variant="filled"
      color="navy.9"
      radius="sm"
      leftSection={<IconShieldCheck size={14} aria-hidden="true" />}
    >
      Staff preview
    </Badge>
  );
}
