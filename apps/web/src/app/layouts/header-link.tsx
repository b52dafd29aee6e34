import { ActionIcon, Badge, Group, Indicator, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { tourTarget, type TourTarget } from '../../lib/tour-targets';

interface HeaderLinkProps {
  to: string;
  name: string;
  icon: Icon;
  count: number;
  /** What the count counts, read after it: "Chats, 2 unread". */
  noun: 'waiting' | 'unread';
  /** Say the count even when it is 0 (the chats' "0 unread"). */
  alwaysCount?: boolean;
  layout: 'row' | 'column';
  className: string | undefined;
  onNavigate?: () => void;
  target?: TourTarget;
}

/** A header link with a count: an icon with a badge in the wide header, a labelled link in the phone's drawer. */
export function HeaderLink({
  to,
  name,
  icon: LinkIcon,
  count,
  noun,
  alwaysCount = false,
  layout,
  className,
  onNavigate,
  target,
}: HeaderLinkProps) {
  const counted = alwaysCount || count > 0;
  const label = counted ? `${name}, ${count} ${noun}` : name;
  const tour = target ? tourTarget(target) : {};
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
            {...tour}
          >
            <LinkIcon size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    );
  }
  return (
    <NavLink to={to} className={className} onClick={onNavigate} {...tour}>
      <Group gap={6} wrap="nowrap" component="span">
        <LinkIcon size={18} aria-hidden="true" />
        {name}
        {counted ? (
          <>
            <Badge size="sm" color="khaki.4" c="navy.9" circle aria-hidden="true">
              {count}
            </Badge>
            <VisuallyHidden>
              , {count} {noun}
            </VisuallyHidden>
          </>
        ) : null}
      </Group>
    </NavLink>
  );
}
