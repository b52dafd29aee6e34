import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Shown above the title inside the card (the sign-up step counter). */
  top?: ReactNode;
  /** Width of the card in px (default 460). */
  size?: number;
}

/** The framed card used by the sign-in and password screens; its title is the page's h1. */
export function AuthCard({ title, description, children, footer, top, size = 460 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className={classes.backdrop}>
      <Container size={size} px="md" py={{ base: 'xl', sm: 56 }}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            {top}
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {description ? (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer ? (
          <Stack gap={4} align="center" mt="md">
            {footer}
          </Stack>
        ) : null}
      </Container>
    </div>
  );
}
