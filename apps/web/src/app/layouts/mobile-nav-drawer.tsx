import { Box, CloseButton, Drawer, Group } from '@mantine/core';
import { useTourActive } from '../../lib/tour-state';
import classes from './app-header.module.css';
import { HeaderNav } from './header-nav';
import type { HeaderNavProps } from './nav-wrap';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  navProps: Omit<HeaderNavProps, 'layout' | 'onNavigate'>;
}

/** The navigation below 75em: a drawer from the right (loaded on the burger's first use). */
export default function MobileNavDrawer({ opened, onClose, navProps }: MobileNavDrawerProps) {
  // While the tour shows the menu's links, the keyboard belongs to the tour's popover.
  const touring = useTourActive();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      hiddenFrom="lg"
      withCloseButton={false}
      withinPortal={false}
      trapFocus={!touring}
      returnFocus={!touring}
      id="mobile-navigation"
      classNames={{ content: classes.drawer }}
    >
      <Group justify="space-between" mb="md" className={classes.drawerHeader}>
        <Drawer.Title className={classes.drawerTitle}>Menu</Drawer.Title>
        <CloseButton onClick={onClose} aria-label="Close navigation" className={classes.drawerClose} />
      </Group>
      <Box component="nav" aria-label="Main">
        <HeaderNav {...navProps} layout="column" onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
