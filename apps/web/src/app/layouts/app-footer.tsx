import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { APP_NAME, CONTACT, SOCIAL_LINKS, type SocialNetwork } from '../../lib/constants';
import { PartnerLogos } from './partner-logos';
import classes from './app-footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  linkedin: <IconBrandLinkedin size={20} aria-hidden="true" />,
  x: <IconBrandX size={20} aria-hidden="true" />,
  facebook: <IconBrandFacebook size={20} aria-hidden="true" />,
  instagram: <IconBrandInstagram size={20} aria-hidden="true" />,
};

function ColumnTitle({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" className={classes.columnTitle}>
      {children}
    </Text>
  );
}

export function AppFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={{ base: 32, md: 40 }}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <BrandMark size={34} />
              <Text fw={700} c="white">
                {APP_NAME}
              </Text>
            </Group>
            <Text size="sm" className={classes.muted}>
              Mentoring and knowledge exchange for the armed-forces business community.
            </Text>
          </Stack>

          <Stack gap="xs">
            <ColumnTitle>Contact us</ColumnTitle>
            <Anchor href={CONTACT.phoneHref} className={classes.link}>
              <Group gap={8} wrap="nowrap" component="span">
                <IconPhone size={18} aria-hidden="true" />
                {CONTACT.phone}
              </Group>
            </Anchor>
            <Anchor href={`mailto:${CONTACT.email}`} className={classes.link}>
              <Group gap={8} wrap="nowrap" component="span">
                <IconMail size={18} aria-hidden="true" />
                <span style={{ overflowWrap: 'anywhere' }}>{CONTACT.email}</span>
              </Group>
            </Anchor>
          </Stack>

          <Stack gap="xs" component="nav" aria-label="Legal">
            <ColumnTitle>Legal</ColumnTitle>
            <Anchor component={Link} to="/privacy-policy" className={classes.link}>
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms-and-conditions" className={classes.link}>
              Terms and Conditions
            </Anchor>
          </Stack>

          <Stack gap="xs">
            <ColumnTitle>Follow us</ColumnTitle>
            <Group gap="xs">
              {SOCIAL_LINKS.map((social) => (
                <ActionIcon
                  key={social.network}
                  component="a"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  size="lg"
                  radius="xl"
                  variant="outline"
                  className={classes.social}
                >
                  {SOCIAL_ICONS[social.network]}
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>

        <Divider my="xl" color="rgba(255, 255, 255, 0.15)" />
        <Stack gap="sm">
          <ColumnTitle>Our partners</ColumnTitle>
          <PartnerLogos />
        </Stack>
        <Text size="xs" mt="xl" className={classes.muted}>
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
