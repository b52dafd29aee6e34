import { Badge } from '@mantine/core';

/** Available / Unavailable (Business Captains). */
export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <Badge variant={available ? 'filled' : 'outline'} color={available ? '#1e6b30' : 'gray.7'} radius="sm">
      {available ? 'Available' : 'Unavailable'}
    </Badge>
  );
}
