import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './article-view.module.css';

/** The article's tags, each a link to the knowledge base filtered by it. */
export function ArticleTags({ tags }: { tags: string[] }) {
  return (
    <Group gap="xs" wrap="wrap" component="ul" className={classes.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`/base?tag=${encodeURIComponent(tag)}`} className={classes.tag}>
            <Text span c="khaki.7" fw={700} aria-hidden="true">
              #
            </Text>
            {tag}
          </Link>
        </li>
      ))}
    </Group>
  );
}
