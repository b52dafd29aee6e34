import { z } from 'zod';
import { MSG } from './messages';
import { emailSchema, requiredText, roleSchema, MEMBER_ROLES } from './common';

export const OTP_LENGTH = 4;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** The password rules of docs/product/validation.md (password, newPassword, new_password). */
export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: MSG.passwordLength })
  .max(128, { error: MSG.passwordLength })
  .regex(/[A-Z]/, { error: MSG.passwordCapital })
  .refine((v) => (v.match(/\d/g) ?? []).length >= 2, { error: MSG.passwordDigits });

export const otpSchema = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, { error: MSG.codeRequired, abort: true })
  .regex(/^\d{4}$/, { error: MSG.codeLength });

const nameSchema = (required: string, digits: string, length: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^[^\d]*$/, { error: digits })
    .min(NAME_MIN, { error: length })
    .max(NAME_MAX, { error: tooLong });

export const firstNameSchema = nameSchema(
  MSG.firstNameRequired,
  MSG.firstNameDigits,
  MSG.firstNameLength,
  MSG.firstNameTooLong,
);
export const lastNameSchema = nameSchema(
  MSG.lastNameRequired,
  MSG.lastNameDigits,
  MSG.lastNameLength,
  MSG.lastNameTooLong,
);

/**
 * POST auth/send-otp. With `password` (login step 1) the code is sent only when e-mail and password
 * belong to an account; otherwise the one login message answers and nothing is sent (decision 0027).
 * Without it (sign-up, a changed e-mail, 'send again') a code goes to the address as before.
 */
export const sendOtpBody = z.object({
  email: emailSchema,
  password: requiredText(MSG.passwordRequired).optional(),
});
export type SendOtpBody = z.input<typeof sendOtpBody>;

export const confirmOtpBody = z.object({ email: emailSchema, otp: otpSchema });
export type ConfirmOtpBody = z.input<typeof confirmOtpBody>;

/** Login form (step 1). The server only checks presence: the rules apply to new passwords. */
export const loginBody = z.object({
  email: emailSchema,
  password: requiredText(MSG.passwordRequired),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  type: roleSchema,
  id: z.number().int(),
  avatar: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/**
 * A preview link's token (decision 0005): read-only, for one resource, good for 15 minutes. Sent
 * as `?token=` on that resource's preview read only (never the session token).
 */
export const previewTokenResult = z.object({ token: z.string(), expires_at: z.string() });
export type PreviewTokenResult = z.infer<typeof previewTokenResult>;
/** What a preview token opens. */
export const PREVIEW_RESOURCES = ['article', 'member'] as const;
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];
/** `?token=` on a preview read: the preview link's token (the bearer token is sent otherwise). */
export const previewTokenQuery = z.object({ token: z.string().max(500).optional() });

export const resetPasswordBody = z.object({ email: emailSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const updatePasswordBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  token: requiredText(MSG.resetTokenInvalid),
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;

/** Form of step 3 of /forgot-password: the new password twice. */
export const newPasswordForm = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    error: MSG.passwordsSame,
    path: ['password_confirmation'],
  });

export const changePasswordBody = z
  .object({
    current_password: requiredText(MSG.currentPasswordRequired),
    new_password: passwordSchema,
    new_password_confirmation: z.string({ error: MSG.passwordsSame }),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    error: MSG.passwordsSame,
    path: ['new_password_confirmation'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const checkEmailBody = z.object({ email: emailSchema });

export const questionBody = z.object({
  user_type: z.enum(MEMBER_ROLES, { error: MSG.roleRequired }),
  email: emailSchema,
  message: requiredText(MSG.messageRequired).pipe(z.string().max(5000)),
});
export type QuestionBody = z.input<typeof questionBody>;

export const agreementQuery = z.object({
  first_name: z.string().trim().max(100).optional().default(''),
  last_name: z.string().trim().max(100).optional().default(''),
  email: z.string().trim().max(254).optional().default(''),
  business_name: z.string().trim().max(200).optional().default(''),
});
export type AgreementQuery = z.input<typeof agreementQuery>;

export const agreementResult = z.object({
  title: z.string(),
  version: z.string(),
  text: z.string(),
});
export type Agreement = z.infer<typeof agreementResult>;

// ---------- sign-in with an identity provider (spec: GET auth/{provider}/login; decision 0024) ----------

/** The identity providers a person may sign in with (each on only when the server is configured for it). */
export const AUTH_PROVIDERS = ['linkedin'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export const authProviderParams = z.object({ provider: z.enum(AUTH_PROVIDERS) });

/** GET auth/providers: the providers this server is configured for (the web shows their buttons). */
export const authProvidersResult = z.object({ providers: z.array(z.enum(AUTH_PROVIDERS)) });

/**
 * GET auth/{provider}/login: the provider's authorisation response as the /linkedin page received
 * it. `access_token` (the spec's name) carries the authorisation code, which the server exchanges
 * for tokens; `state` and `iss` (RFC 9207) come as the provider sent them.
 */
export const providerLoginQuery = z.object({
  access_token: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  iss: z.string().max(512).optional(),
});
export type ProviderLoginQuery = z.input<typeof providerLoginQuery>;

/**
 * A person the provider vouched for but who has no account yet: they go on with sign-up, their
 * names and address filled in; `email_verified` says whether the address needs a code.
 */
export const providerSignup = z.object({
  signup: z.object({
    provider: z.enum(AUTH_PROVIDERS),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
  }),
});
export type ProviderSignup = z.infer<typeof providerSignup>['signup'];

/** The answer of GET auth/{provider}/login: the same session as a password login, or a sign-up to go on with. */
export const providerLoginResult = z.union([loginResult, providerSignup]);
export type ProviderLoginResult = z.infer<typeof providerLoginResult>;
