import { Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { AudienceCards } from '../components/audience-cards';
import { DesktopBanner, MobileBanner } from '../components/home-banners';
import { HowItWorks } from '../components/how-it-works';
import classes from './home-page.module.css';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Box className={classes.hero}>
        <Container size="xl" py={{ base: 'lg', md: 72 }}>
          <Box hiddenFrom="md" mb="lg">
            <MobileBanner />
          </Box>
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <Text className={classes.eyebrow}>For the armed-forces business community</Text>
                <Title order={1} c="white" className={classes.title}>
                  Welcome to the <span className={classes.nowrap}>X-Forces</span> Knowledge Exchange Hub
                </Title>
                <Text fz={{ base: 'md', md: 'lg' }} className={classes.pitch}>
                  Experienced <strong>Business Captains</strong> share what they have learned with{' '}
                  <strong>Members</strong>: service leavers, veterans, reservists and their families who are
                  starting or growing a business. Find a mentor who fits, plan milestones together, and learn
                  from a knowledge base written by people who have done it.
                </Text>
                <Group gap="sm">
                  <Button
                    component={Link}
                    to="/sign-up/1"
                    size="lg"
                    color="khaki.4"
                    c="navy.9"
                    rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                  >
                    Register today
                  </Button>
                  <Button component={Link} to="/base" size="lg" variant="outline" color="white">
                    Explore the knowledge base
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
              <DesktopBanner />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Stack gap={64}>
          <AudienceCards />
          <HowItWorks />
        </Stack>
      </Container>
    </>
  );
}
