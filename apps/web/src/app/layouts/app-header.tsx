import { Box, Burger, CloseButton, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSession } from '../../lib/session';
import { BrandLink } from './brand-link';
import { HeaderNav } from './header-nav';
import classes from './app-header.module.css';

/** The site header: brand, main navigation, and a burger with a drawer below 75em. */
export function AppHeader() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // 'How it works' toggle; the guided tour itself arrives later.
  const [tourOn, { toggle: toggleTour }] = useDisclosure(false);
  const navProps = { session, tourOn, onToggleTour: toggleTour };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <BrandLink />
        <Box component="nav" aria-label="Main" visibleFrom="lg">
          <HeaderNav {...navProps} layout="row" />
        </Box>
        <Burger
          hiddenFrom="lg"
          opened={opened}
          onClick={toggle}
          color="white"
          aria-label={opened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={opened}
          aria-controls="mobile-navigation"
        />
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={300}
        hiddenFrom="lg"
        withCloseButton={false}
        withinPortal={false}
        id="mobile-navigation"
        classNames={{ content: classes.drawer }}
      >
        <Group justify="space-between" mb="md" className={classes.drawerHeader}>
          <Drawer.Title className={classes.drawerTitle}>Menu</Drawer.Title>
          <CloseButton onClick={close} aria-label="Close navigation" className={classes.drawerClose} />
        </Group>
        <Box component="nav" aria-label="Main">
          <HeaderNav {...navProps} layout="column" onNavigate={close} />
        </Box>
      </Drawer>
    </Box>
  );
}
