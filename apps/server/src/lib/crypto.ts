import { hash as digest, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque random token (256 bits), URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** One call, no Hash object per value (every request hashes its token). */
export const sha256 = (value: string) => digest('sha256', value, 'hex');

export const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A uniformly random code of `length` digits. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummy: Promise<string> | undefined;
/** Spend the same time as a real check when there is no user, so timing does not tell. */
export const verifyAgainstDummy = async (password: string) => {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
  return false;
};
