import { ActionIcon, Badge, Group, Indicator, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconClipboardCheck, IconLayoutDashboard, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { Role } from '@keh/contracts';
import { REVIEW_QUEUE_PATH, STAFF_HOME_PATH, useReviewQueueTotal } from '../../features/admin';

interface StaffLinksProps {
  role: Role;
  /** 'row': icons with a count (the header is full); 'column': labelled drawer links. */
  layout: 'row' | 'column';
  iconClassName: string | undefined;
  linkClassName: string | undefined;
  onNavigate?: () => void;
}

/**
 * Staff only: admins get the way into the console (its overview), and every staff member the
 * articles waiting for a decision with their count.
 */
export function StaffLinks({ role, layout, iconClassName, linkClassName, onNavigate }: StaffLinksProps) {
  const waiting = useReviewQueueTotal();
  const link = (to: string, name: string, icon: Icon, count = 0) => (
    <HeaderLink
      to={to}
      name={name}
      icon={icon}
      count={count}
      layout={layout}
      className={layout === 'row' ? iconClassName : linkClassName}
      onNavigate={onNavigate}
    />
  );
  return (
    <>
      {role === 'admin' ? link(STAFF_HOME_PATH, 'Staff console', IconLayoutDashboard) : null}
      {link(REVIEW_QUEUE_PATH, 'Review queue', IconClipboardCheck, waiting)}
    </>
  );
}

interface HeaderLinkProps {
  to: string;
  name: string;
  icon: Icon;
  count: number;
  layout: 'row' | 'column';
  className: string | undefined;
  onNavigate?: () => void;
}

/** An icon with a count badge in the header's row, or a labelled link in the phone's drawer. */
function HeaderLink({ to, name, icon: LinkIcon, count, layout, className, onNavigate }: HeaderLinkProps) {
  const label = count > 0 ? `${name}, ${count} waiting` : name;
  if (layout === 'row') {
    return (
      <Tooltip label={label} withinPortal={false}>
        <Indicator
          label={count}
          size={18}
          offset={6}
          color="khaki.4"
          disabled={count === 0}
          styles={{ indicator: { color: 'var(--mantine-color-navy-9)', fontWeight: 700 } }}
          inline
        >
          <ActionIcon
            component={NavLink}
            to={to}
            variant="subtle"
            color="white"
            size="lg"
            className={className}
            aria-label={label}
          >
            <LinkIcon size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    );
  }
  return (
    <NavLink to={to} className={className} onClick={onNavigate}>
      <Group gap={6} wrap="nowrap" component="span">
        <LinkIcon size={18} aria-hidden="true" />
        {name}
        {count > 0 ? (
          <>
            <Badge size="sm" color="khaki.4" c="navy.9" circle aria-hidden="true">
              {count}
            </Badge>
            <VisuallyHidden>, {count} waiting</VisuallyHidden>
          </>
        ) : null}
      </Group>
    </NavLink>
  );
}
