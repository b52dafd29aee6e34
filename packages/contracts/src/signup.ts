import { z } from 'zod';
import { emailSchema } from './common';
import { firstNameSchema, lastNameSchema, passwordSchema } from './auth';

/**
 * POST auth/{mentor|mentee}/registration (multipart). The fields every newcomer gives;
 * the role-specific extras of spec section 3 extend it.
 */
export const registrationBase = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegistrationBase = z.input<typeof registrationBase>;
