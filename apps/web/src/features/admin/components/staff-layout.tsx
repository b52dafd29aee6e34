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

function countLabel(item: StaffNavItem, count: number | undefined) {
  return count ? `${item.label}, ${count} waiting` : undefined;
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
              label={<Named item={item} count={counts[item.to]} />}
              leftSection={<item.icon size={18} aria-hidden="true" />}
              rightSection={
                counts[item.to] ? (
                  <Badge size="sm" circle color="khaki.4" c="navy.9" aria-hidden="true">
                    {counts[item.to]}
                  </Badge>
                ) : null
              }
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
              <Named item={item} count={counts[item.to]} />
              {counts[item.to] ? (
                <Badge size="sm" circle color="khaki.4" c="navy.9" aria-hidden="true">
                  {counts[item.to]}
                </Badge>
              ) : null}
            </RouterNavLink>
          ))}
        </div>
      </Box>
    </>
  );
}

/**
 * A page's name with its count read out after it ("Review queue, 2 waiting"); the badge beside it is
 * for the eyes. The name is the visible text, so a voice command naming the link finds it.
 */
function Named({ item, count }: { item: StaffNavItem; count: number | undefined }) {
  const said = countLabel(item, count);
  return (
    <>
      {item.label}
      {said ? <VisuallyHidden>{said.slice(item.label.length)}</VisuallyHidden> : null}
    </>
  );
}
