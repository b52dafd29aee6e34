import { ActionIcon, Badge, Group, Indicator, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { REVIEW_QUEUE_PATH, useReviewQueueTotal } from '../../features/admin';

interface ReviewQueueLinkProps {
  /** 'row': an icon with the count (the header is full); 'column': a labelled drawer link. */
  layout: 'row' | 'column';
  className: string | undefined;
  onNavigate?: () => void;
}

/** Staff only (moderators and admins): the way to the articles waiting for a decision. */
export function ReviewQueueLink({ layout, className, onNavigate }: ReviewQueueLinkProps) {
  const waiting = useReviewQueueTotal();
  const label = waiting > 0 ? `Review queue, ${waiting} waiting` : 'Review queue';
  if (layout === 'row') {
    return (
      <Tooltip label={label} withinPortal={false}>
        <Indicator
          label={waiting}
          size={18}
          offset={6}
          color="khaki.4"
          disabled={waiting === 0}
          styles={{ indicator: { color: 'var(--mantine-color-navy-9)', fontWeight: 700 } }}
          inline
        >
          <ActionIcon
            component={NavLink}
            to={REVIEW_QUEUE_PATH}
            variant="subtle"
            color="white"
            size="lg"
            className={className}
            aria-label={label}
          >
            <IconClipboardCheck size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    );
  }
  return (
    <NavLink to={REVIEW_QUEUE_PATH} className={className} onClick={onNavigate}>
      <Group gap={6} wrap="nowrap" component="span">
        <IconClipboardCheck size={18} aria-hidden="true" />
        Review queue
        {waiting > 0 ? (
          <>
            <Badge size="sm" color="khaki.4" c="navy.9" circle aria-hidden="true">
              {waiting}
            </Badge>
            <VisuallyHidden>, {waiting} waiting</VisuallyHidden>
          </>
        ) : null}
      </Group>
    </NavLink>
  );
}
