import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import type { Session } from '../../lib/session';

export interface HeaderNavProps {
  session: Session | null;
  layout: 'row' | 'column';
  tourOn: boolean;
  onToggleTour: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The header's links in a row (wide header) or a column (the mobile drawer). */
export function NavWrap({ layout, children }: { layout: HeaderNavProps['layout']; children: ReactNode }) {
  return layout === 'column' ? (
    <Stack gap={4} w="100%">
      {children}
    </Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  );
}
