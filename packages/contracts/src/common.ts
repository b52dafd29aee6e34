import { z } from 'zod';
import { MSG } from './messages';

/** Roles of the product. mentor = Business Captain, mentee = Member. */
export const ROLES = ['mentor', 'mentee', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const MEMBER_ROLES = ['mentor', 'mentee'] as const;
/** An account is active, or suspended by an administrator (it cannot sign in). */
export const USER_STATUSES = ['active', 'suspended'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  mentor: 'Business Captain',
  mentee: 'Member',
  moderator: 'Moderator',
  admin: 'Administrator',
};

/** The 422 body of docs/product/errors.md. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  error_message?: string;
}

export interface DataEnvelope<T> {
  data: T;
}

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const messageSchema = z.object({ message: z.string() });

/** Required trimmed text with one message for "missing". */
export const requiredText = (message: string = MSG.required) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** E-mail: required, then shaped like an address; lower-cased. */
export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(254, { error: MSG.emailInvalid, abort: true })
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** The largest id a row can have: ids are PostgreSQL `serial` (int4) columns. */
export const ID_MAX = 2_147_483_647;

/** A row id as it arrives in a path, query or form (strings are coerced): 1 … ID_MAX. */
export const rowIdSchema = (message?: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(ID_MAX, { error: message });
