import { IconClipboardCheck, IconLayoutDashboard, type Icon } from '@tabler/icons-react';
import type { Role } from '@keh/contracts';
import { REVIEW_QUEUE_PATH, STAFF_HOME_PATH, useReviewQueueTotal } from '../../features/admin';
import { HeaderLink } from './header-link';

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
      noun="waiting"
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
