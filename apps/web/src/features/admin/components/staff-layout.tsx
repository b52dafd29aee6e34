import type { ReactNode } from 'react';
import { Badge, Box, NavLink, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { SideMenuLayout, sideMenuClasses } from '../../../components/side-menu-layout';
import { NavLink as RouterNavLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { staffNavFor, type StaffNavItem } from '../staff';
import { useStaffNavCounts } from './use-staff-nav-counts';
import classes from './staff-layout.module.css';

/**
 * The staff console's frame: its pages in a side menu (a row of pills on phones) and the page.
 * Each console page wraps itself in it, so more pages join by adding an entry to STAFF_NAV; the
 * menu shows the pages the signed-in role may open.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const role = useSession()?.user.type;
  const counts = useStaffNavCounts(role);
  return (
    <SideMenuLayout menu={<StaffMenu items={staffNavFor(role)} counts={counts} />}>{children}</SideMenuLayout>
  );
}

/**
 * What waits on a page, as its link shows it: the number, and for screen readers ", N waiting".
 * The link's name is its text, so it starts with the label people see (label in name, WCAG 2.5.3).
 */
function WaitingBadge({ count }: { count: number | undefined }) {
  return count ? (
    <Badge size="sm" circle color="khaki.4" c="navy.9">
      <VisuallyHidden>, </VisuallyHidden>
      {count}
      <VisuallyHidden> waiting</VisuallyHidden>
    </Badge>
  ) : null;
}

interface StaffMenuProps {
  items: readonly StaffNavItem[];
  counts: Partial<Record<string, number>>;
}

function StaffMenu({ items, counts }: StaffMenuProps) {
  return (
    <>
      <Paper
        component="nav"
        aria-label="Staff console"
        radius="lg"
        withBorder
        p="xs"
        visibleFrom="md"
        className={sideMenuClasses.menu}
      >
        <Stack gap={2}>
          <Text
            size="xs"
            fw={700}
            tt="uppercase"
            c="khaki.8"
            px="sm"
            pt={6}
            pb={4}
            style={{ letterSpacing: 1.2 }}
          >
            Staff console
          </Text>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden="true" />}
              rightSection={<WaitingBadge count={counts[item.to]} />}
              className={sideMenuClasses.menuLink}
            />
          ))}
        </Stack>
      </Paper>
      <Box component="nav" aria-label="Staff console" hiddenFrom="md">
        <div className={classes.pills}>
          {items.map((item) => (
            <RouterNavLink key={item.to} to={item.to} className={classes.pill}>
              <item.icon size={16} aria-hidden="true" />
              {item.label}
              <WaitingBadge count={counts[item.to]} />
            </RouterNavLink>
          ))}
        </div>
      </Box>
    </>
  );
}
