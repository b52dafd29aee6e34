import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessSectors } from './reference';
import { ACCOUNT_STATUSES, AUTH_PROVIDERS, CHANGE_REQUEST_STATUSES, ROLES } from '@keh/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ROLES }).notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    bgImage: text('bg_image'),
    birthday: date('birthday'),
    location: text('location'),
    postCode: text('post_code'),
    contactNumber: text('contact_number'),
    businessName: text('business_name'),
    positionWithinBusiness: text('position_within_business'),
    linkedin: text('linkedin'),
    businessWebsite: text('business_website'),
    businessSectorId: integer('business_sector_id').references(() => businessSectors.id),
    /** Storage key of the CV (PDF). */
    cv: text('cv'),
    professionalExperience: text('professional_experience'),
    // Captain settings (spec: Mentor settings)
    menteesLimit: integer('mentees_limit'),
    disableMentoringRequests: boolean('disable_mentoring_requests').notNull().default(false),
    acceptChats: boolean('accept_chats').notNull().default(true),
    sharingInformation: boolean('sharing_information').notNull().default(true),
    // E-mail settings
    feedNotifications: boolean('feed_notifications').notNull().default(true),
    chatNotifications: boolean('chat_notifications').notNull().default(true),
    systemNotifications: boolean('system_notifications').notNull().default(true),
    weeklyNewsletters: boolean('weekly_newsletters').notNull().default(true),
    /** The key in each notification's one-click unsubscribe link (it can only turn mail flags off). */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    changeQuestionnaireRequestStatus: text('change_questionnaire_request_status', {
      enum: CHANGE_REQUEST_STATUSES,
    }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's people list, newest sign-ups first, reads its page straight from this index.
  (t) => [
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The questionnaire changes waiting for an admin: a few rows among every Member.
    index('users_change_pending_idx')
      .on(t.id)
      .where(sql`${t.changeQuestionnaireRequestStatus} = 'pending'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Opaque bearer tokens, stored only as a SHA-256 hash. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The client address that signed in: the owner's usual networks for code sending (decision 0011). */
    ip: text('ip'),
    /** The browser that signed in, as its User-Agent names it (the sign-in history, issue 31). */
    device: text('device'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Four-digit e-mail codes: single-use, 10 minutes, 5 tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * The code itself, so a send while it is still valid repeats it instead of cancelling it
     * (decision 0011). Four digits: the hash above never hid it from a reader of the table.
     */
    code: text('code'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.createdAt)],
);

/** Every code mail sent (new or repeated), counted per address and requester (decision 0011). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** Whether the requester was one of the owner's usual networks. */
    known: boolean('known').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_email_idx').on(t.email, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A preview link's token (decision 0005): a staff member's short-lived, read-only key to one
 * resource (an article under moderation, a Member's questionnaire), sent as `?token=` where a
 * session token never is. Stored only as its SHA-256.
 */
export const previewTokens = pgTable(
  'preview_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The staff member who made it: the reads run as them, while they may still make them. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it opens: 'article' or 'member', and that one's id. */
    resource: text('resource', { enum: ['article', 'member'] }).notNull(),
    resourceId: integer('resource_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('preview_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A person's account at an identity provider (sign-in with LinkedIn, decision 0024): the
 * provider's stable subject, linked once by a verified e-mail address, then found by it.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: AUTH_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    /** The address the provider verified when the link was made. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
