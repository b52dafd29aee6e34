import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { ConsentsCard } from './consents-card';
import { DownloadDataCard } from './download-data-card';

/**
 * "Your data" in /my/settings (both roles): a copy of one's data and what one agreed to. `children`
 * come after them (room for "Delete my account").
 */
export function YourDataSection({ userId, children }: { userId: number; children?: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="your-data" id="your-data-section">
      <Stack gap={2}>
        <Title id="your-data" order={2} fz={{ base: 21, sm: 24 }}>
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          What we hold about you, and what you agreed to.
        </Text>
      </Stack>
      <DownloadDataCard userId={userId} />
      <ConsentsCard />
      {children}
    </Stack>
  );
}
