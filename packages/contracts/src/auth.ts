import { z } from 'zod';
import { MSG } from './messages';
import { emailSchema, requiredText, roleSchema, MEMBER_ROLES } from './common';

export const OTP_LENGTH = 4;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;

/** The password rules of spec section 5 (password, newPassword, new_password). */
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

const nameSchema = (required: string, digits: string, length: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^[^\d]*$/, { error: digits })
    .min(NAME_MIN, { error: length })
    .max(100, { error: length });

export const firstNameSchema = nameSchema(MSG.firstNameRequired, MSG.firstNameDigits, MSG.firstNameLength);
export const lastNameSchema = nameSchema(MSG.lastNameRequired, MSG.lastNameDigits, MSG.lastNameLength);

export const sendOtpBody = z.object({ email: emailSchema });
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
