import { type AnyPgColumn, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { MEMBER_ROLES } from '@keh/contracts';

/** Reference tables have fixed ids: the spec's rules name services 1, 3 and 11. */
const named = (table: string) =>
  pgTable(table, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  });

export const serviceConnections = named('service_connections');
export const serviceTypes = named('service_types');
export const services = named('services');
export const businessSectors = named('business_sectors');
export const businessStatuses = named('business_statuses');
export const businessSpecializations = named('business_specializations');
export const skillCategories = named('skill_categories');

export const discoverTypes = pgTable('discover_types', {
  id: integer('id').primaryKey(),
  role: text('role', { enum: MEMBER_ROLES }).notNull(),
  name: text('name').notNull(),
});

export const skills = pgTable('skills', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => skillCategories.id),
  name: text('name').notNull(),
});

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id),
  name: text('name').notNull(),
});

export const assessGroups = pgTable('assess_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  completeText: text('complete_text').notNull(),
});

export const assessQuestions = pgTable('assess_questions', {
  id: integer('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => assessGroups.id),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  optionA: text('option_a').notNull(),
  optionB: text('option_b').notNull(),
  optionC: text('option_c').notNull(),
});
