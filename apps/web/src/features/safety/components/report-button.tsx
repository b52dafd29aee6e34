import { useState } from 'react';
import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReportTargetType } from '@keh/contracts';
import { ReportModal } from './report-modal';

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** An icon only (a chat message, a feed comment), named for screen readers by `label`. */
  compact?: boolean;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** "Report" on a profile, a chat message, a feed comment or an article (issue 33). */
export function ReportButton({
  targetType,
  targetId,
  compact,
  label = 'Report',
  variant = 'subtle',
  size,
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip label={label} withArrow openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={label}
            onClick={() => setOpen(true)}
          >
            <IconFlag size={14} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant={variant}
          size={size}
          color="gray"
          leftSection={<IconFlag size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      )}
      <ReportModal opened={open} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} />
    </>
  );
}
