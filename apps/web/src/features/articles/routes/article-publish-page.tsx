import { Anchor, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import classes from '../components/publish-page.module.css';

/** /article/publish: the article went to the moderator (docs/product/screens.md). */
export function ArticlePublishPage() {
  usePageTitle('Article is ready!');
  const { state } = useLocation() as { state: { draft?: boolean } | null };
  return (
    <div className={classes.page}>
      <Container size="xs" py={{ base: 48, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg">
          <ThemeIcon size={88} radius={999} variant="light" color="green" className={classes.icon}>
            <IconCircleCheck size={52} stroke={1.4} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1}>Article is ready!</Title>
          <Text size="lg" c="dimmed" maw={460}>
            The article will be published in the knowledge base after checking by the moderator, thanks for
            improving our project!
          </Text>
          {state?.draft ? (
            <Text size="sm" c="dimmed" maw={460}>
              These changes are saved as a draft: they go to the moderator once you publish them.
            </Text>
          ) : null}
          <Button
            component={Link}
            to="/base"
            size="md"
            leftSection={<IconBooks size={18} aria-hidden="true" />}
            mt="sm"
          >
            KNOWLEDGE BASE
          </Button>
          <Anchor component={Link} to="/my/articles" size="sm">
            Go to My Articles
          </Anchor>
        </Stack>
      </Container>
    </div>
  );
}
