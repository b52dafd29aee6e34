/**
 * Demo knowledge-base articles, written as Business Captains would write them for Members.
 *
 * Categories are named as in referenceData.articleCategories; authors and assigned Members by
 * e-mail. Bodies are a small text form that demo-articles.ts turns into the article JSON (and then
 * through the body allow-list), line by line, leading spaces ignored:
 *   `## ` / `### ` a heading; consecutive `- ` lines a bullet list, `1. ` lines a numbered list,
 *   `> ` lines a quote; `@video URL` a YouTube video; `@image NAME alt text` a figure the seed
 *   draws (`cashflow`); any other line a paragraph; a blank line ends a list or a quote.
 *   Inline: `**bold**`, `*italic*`, `[text](https://…)`, and a link inside bold.
 * The first paragraph is the card's short description, so every body starts with one.
 */
import type { Visibility } from '@keh/contracts';
import { demoArticlesA } from './demo-articles-content-a';
import { demoArticlesB } from './demo-articles-content-b';
import { demoArticlesC } from './demo-articles-content-c';

export interface DemoArticle {
  /** the author's e-mail: mentor@example.com or a demo captain's */
  author: string;
  /** at most ARTICLE_TITLE_MAX (80) characters */
  title: string;
  /** a referenceData.articleCategories name */
  category: string;
  /** one of that category's subCategories */
  subCategory?: string;
  /** 2–4 tags */
  tags: string[];
  visibility: Visibility;
  /** Members who may read a private ('0') article, by e-mail (the author must mentor them) */
  assignedMembers?: string[];
  /**
   * Where it stands; published unless said. Saved is a draft, pending waits for a moderator,
   * banned was sent and refused with `banReason`.
   */
  status?: 'saved' | 'pending' | 'banned';
  banReason?: string;
  /** Days (1 or more) before the seed it was published (or last saved, sent, or refused). */
  daysAgo: number;
  body: string;
  /** A published article's second version, waiting for a moderator since `daysAgo` days. */
  pendingEdit?: { title: string; body: string; daysAgo: number };
}

export const demoArticles: DemoArticle[] = [...demoArticlesA, ...demoArticlesB, ...demoArticlesC];
