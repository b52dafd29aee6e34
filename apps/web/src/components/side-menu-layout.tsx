import type { ReactNode } from 'react';
import { Box, Container, Grid, Paper } from '@mantine/core';
import classes from './side-menu-layout.module.css';

/** The frame of the profile area and the staff console: a side menu and the page in a card. */
export function SideMenuLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box className={classes.area}>
      <Container size="xl" py={{ base: 'md', md: 'xl' }}>
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 3 }}>{menu}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Paper radius="lg" withBorder p={{ base: 'md', sm: 'xl' }} className={classes.content}>
              {children}
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

/** The side menu's card and its links, as both menus draw them. */
export const sideMenuClasses = { menu: classes.menu, menuLink: classes.menuLink };
