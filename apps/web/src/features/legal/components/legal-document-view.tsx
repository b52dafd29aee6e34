import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import type { LegalDocument } from '../content/types';
import classes from './legal-document-view.module.css';

function slug(index: number, heading: string): string {
  const base = heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `section-${index + 1}${base ? `-${base}` : ''}`;
}

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
}

/**
 * A legal text at a readable width. The table of contents sits beside the text on wide screens
 * (sticky) and between the introduction and the sections on phones.
 */
export function LegalDocumentView({ document, related }: LegalDocumentViewProps) {
  usePageTitle(document.title);
  const sections = document.sections.map((section, index) => ({
    ...section,
    id: slug(index, section.heading),
  }));
  const numbered = sections.length > 1;
  return (
    <Box className={classes.page}>
      <Container size="lg" py={{ base: 'xl', sm: 48 }} className={classes.layout}>
        <Stack gap="lg" className={classes.head}>
          <Stack gap={6}>
            <Text size="sm" fw={700} c="khaki.8" tt="uppercase" style={{ letterSpacing: 1.5 }}>
              Legal
            </Text>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              {document.title}
            </Title>
            <Text c="dimmed" size="sm">
              Issued {document.issued}
            </Text>
          </Stack>
          {document.intro.map((paragraph, index) => (
            <Text key={index} fz={{ base: 'md', sm: 'lg' }} className={classes.lead}>
              {paragraph}
            </Text>
          ))}
        </Stack>

        {numbered ? (
          <Paper
            component="nav"
            aria-labelledby="legal-contents"
            withBorder
            radius="lg"
            p="lg"
            className={classes.toc}
          >
            <Title order={2} id="legal-contents" fz="md" mb="sm">
              Contents
            </Title>
            <List type="ordered" spacing={6} size="sm">
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} underline="hover" c="navy.8">
                    {section.heading}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        ) : null}

        <Stack gap="xl" className={classes.body}>
          {sections.map((section, index) => (
            <Box component="section" key={section.id} aria-labelledby={section.id}>
              <Title order={2} id={section.id} fz={{ base: 20, sm: 24 }} mb="sm" className={classes.heading}>
                {numbered ? `${index + 1}. ` : ''}
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph, paragraphIndex) => (
                  <Text key={paragraphIndex} className={classes.paragraph}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
          <Text size="sm" c="dimmed">
            See also our{' '}
            <Anchor component={Link} to={related.to}>
              {related.label}
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
