import { Anchor, Box, Breadcrumbs, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Article } from '@keh/contracts';
import { ArticleAuthorCard, ArticleAuthorLine } from './article-author';
import { ArticleBody } from './article-body';
import { ArticleTags } from './article-tags';
import { articleDate, articleDateTime, VisibilityBadge } from './article-meta';
import { readingTime } from './reading-time';
import { ArticleReactions } from './article-reactions';
import { useSession } from '../../../lib/session';
import { ReportButton } from '../../safety';
import classes from './article-view.module.css';

export interface ArticleViewProps {
  article: Article;
  /** 'reader': /post with like and dislike; 'preview': as it will appear, reactions shown but inert. */
  mode: 'reader' | 'preview';
}

/**
 * The whole article as /post shows it (docs/product/screens.md): cover, breadcrumbs, title, author, body,
 * tags and the second author card with like and dislike. The staff preview shows the same, inert.
 */
export function ArticleView({ article, mode }: ArticleViewProps) {
  const categoryHref = `/base?category=${article.category.id}`;
  const viewer = useSession()?.user;
  // Members and captains may report what others wrote (issue 33).
  const canReport =
    (viewer?.type === 'mentor' || viewer?.type === 'mentee') && viewer.id !== article.owner.id;
  return (
    <Box component="article" className={classes.article} aria-labelledby="article-title">
      <div className={classes.cover} data-fallback={article.bg_image ? undefined : true}>
        {article.bg_image ? <img src={article.bg_image} alt="" className={classes.coverImage} /> : null}
      </div>
      <div className={classes.sheet}>
        <Stack gap="lg">
          <Box component="nav" aria-label="Breadcrumb">
            <Breadcrumbs
              separator={<IconChevronRight size={14} aria-hidden="true" />}
              separatorMargin={6}
              classNames={{ root: classes.crumbs }}
            >
              <Anchor component={Link} to="/base" size="sm" c="navy.6" underline="hover">
                Knowledge Base
              </Anchor>
              <Anchor component={Link} to={categoryHref} size="sm" c="navy.6" underline="hover">
                {article.category.name}
              </Anchor>
              <Text size="sm" c="dimmed" aria-current="page" className={classes.crumbTitle}>
                {article.title}
              </Text>
            </Breadcrumbs>
          </Box>

          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={700} c="khaki.8" tt="uppercase" style={{ letterSpacing: 0.8 }}>
                {article.sub_category
                  ? `${article.category.name} · ${article.sub_category.name}`
                  : article.category.name}
              </Text>
              <VisibilityBadge visibility={article.visibility} />
            </Group>
            <Title order={1} id="article-title" className={classes.title}>
              {article.title}
            </Title>
          </Stack>

          <ArticleAuthorLine
            owner={article.owner}
            meta={
              <>
                <time dateTime={articleDateTime(article)}>{articleDate(article)}</time> ·{' '}
                {readingTime(article.body)}
              </>
            }
          />

          <Divider color="gray.2" />

          <ArticleBody doc={article.body} />

          {article.tags.length ? <ArticleTags tags={article.tags} /> : null}

          <ArticleAuthorCard owner={article.owner}>
            <Stack gap={6} align="flex-start">
              <Text size="sm" fw={600}>
                Was this article helpful?
              </Text>
              <ArticleReactions
                articleId={article.id}
                reactions={{
                  likes: article.likes,
                  dislikes: article.dislikes,
                  liked: article.liked,
                  disliked: article.disliked,
                }}
                inert={mode === 'preview'}
              />
              {mode === 'reader' && canReport ? (
                <ReportButton targetType="article" targetId={article.id} size="xs" />
              ) : null}
            </Stack>
          </ArticleAuthorCard>
        </Stack>
      </div>
    </Box>
  );
}
