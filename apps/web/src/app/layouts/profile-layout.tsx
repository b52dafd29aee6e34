import { Box, Container, Grid, Paper } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUserProfile } from '../../features/profile';
import { useSession } from '../../lib/session';
import { findSection, isSectionKey } from '../profile-sections';
import { ProfileMenu } from './profile-menu';
import classes from './profile-layout.module.css';

/** /my/:submenu — the profile area: left menu per role (a select on phones) and the section. */
export function ProfileLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  // Loads (and caches) the user: a 401 here ends the session and the guard returns to login.
  useUserProfile();
  if (!session) return null;

  const key = pathname.split('/')[2];
  if (isSectionKey(key) && !findSection(session.user.type, key)) {
    return <Navigate to="/my/profile" replace />;
  }

  return (
    <Box className={classes.area}>
      <Container size="xl" py={{ base: 'md', md: 'xl' }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ProfileMenu role={session.user.type} current={key} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Paper radius="lg" withBorder p={{ base: 'md', sm: 'xl' }} className={classes.content}>
              <Outlet />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
