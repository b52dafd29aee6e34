import { Badge, Box, Button, Group, NativeSelect, NavLink, Paper, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import type { Role } from '@keh/contracts';
import { useLogout } from '../../features/auth';
import { useUserProfile } from '../../features/profile';
import { PROFILE_MENUS } from '../profile-sections';
import { sideMenuClasses as classes } from '../../components/side-menu-layout';
import { tourTarget } from '../../lib/tour-targets';

interface ProfileMenuProps {
  role: Role;
  current: string | undefined;
}

/** The profile area's menu: a list on wide screens, a select (plus Logout) on phones. */
export function ProfileMenu({ role, current: section }: ProfileMenuProps) {
  const items = PROFILE_MENUS[role];
  // A template's page belongs to My Templates.
  const current = section === 'template' ? 'templates' : section;
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  const selected = items.some((item) => item.key === current) ? current : undefined;
  // Captains: the incoming-requests counter (the profile query refreshes after accept or decline).
  const profile = useUserProfile();
  const incoming = role === 'mentor' ? (profile.data?.incoming_requests_count ?? 0) : 0;
  const countOf = (key: string) => (key === 'incoming-requests' ? incoming : 0);

  return (
    <>
      <Paper
        component="nav"
        aria-label="Profile menu"
        radius="lg"
        withBorder
        p="xs"
        visibleFrom="md"
        className={classes.menu}
        {...tourTarget('side-menu')}
      >
        <Stack gap={2}>
          {items.map((item) => (
            <NavLink
              key={item.key}
              component={RouterNavLink}
              to={`/my/${item.key}`}
              label={item.label}
              aria-label={countOf(item.key) > 0 ? `${item.label}, ${countOf(item.key)} new` : undefined}
              rightSection={
                countOf(item.key) > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    color="khaki.4"
                    c="navy.9"
                    aria-hidden="true"
                    data-testid="incoming-count"
                  >
                    {countOf(item.key)}
                  </Badge>
                ) : null
              }
              active={item.key === current}
              className={classes.menuLink}
            />
          ))}
          <NavLink
            component="button"
            type="button"
            label="Logout"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={logout}
            disabled={isPending}
            className={classes.menuLink}
            {...tourTarget('side-logout')}
          />
        </Stack>
      </Paper>
      <Box component="nav" aria-label="Profile menu" hiddenFrom="md">
        <Group align="flex-end" gap="sm" wrap="nowrap" {...tourTarget('side-menu')}>
          <NativeSelect
            label="Profile section"
            value={selected ?? ''}
            onChange={(event) => void navigate(`/my/${event.currentTarget.value}`)}
            data={[
              ...(selected ? [] : [{ value: '', label: 'Choose a section', disabled: true }]),
              ...items.map((item) => ({
                value: item.key,
                label: countOf(item.key) > 0 ? `${item.label} (${countOf(item.key)})` : item.label,
              })),
            ]}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            size="sm"
            h={36}
            onClick={logout}
            disabled={isPending}
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            {...tourTarget('side-logout')}
          >
            Logout
          </Button>
        </Group>
      </Box>
    </>
  );
}
