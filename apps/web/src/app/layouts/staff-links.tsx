import { IconClipboardCheck, IconLayoutDashboard, type Icon } from '@tabler/icons-react';
import type { Role } from '@keh/contracts';
import { REVIEW_QUEUE_PATH, STAFF_HOME_PATH, useReviewQueueTotal } from '../../features/admin';
import { HeaderLink } from './header-link';

interface StaffLinksProps {
  role: Role;
  /** 'row': the wide header; 'column': the phone's drawer. Both show each link's name. */
  layout: 'row' | 'column';
  linkClassName: string | undefined;
  onNavigate?: () => void;
}

/**
 * Staff only, named in words on every width (issue 28: an unlabelled icon hid the moderator's
 * work), with the articles waiting for a decision counted: moderators get the review queue, admins
 * the way into the console (its overview; the queue is in its menu), one entry each so the wide
 * header still fits from 1200 px. `layout` says only whether the drawer closes after.
 */
export function StaffLinks({ role, linkClassName, onNavigate }: StaffLinksProps) {
  const waiting = useReviewQueueTotal();
  const link = (to: string, name: string, icon: Icon, count = 0) => (
    <HeaderLink
      to={to}
      name={name}
      icon={icon}
      count={count}
      noun="waiting"
      layout="column"
      className={linkClassName}
      onNavigate={onNavigate}
    />
  );
  return (
    <>
      {role === 'admin'
        ? link(STAFF_HOME_PATH, 'Staff console', IconLayoutDashboard, waiting)
        : link(REVIEW_QUEUE_PATH, 'Review queue', IconClipboardCheck, waiting)}
    </>
  );
}
