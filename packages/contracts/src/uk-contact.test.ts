import { describe, expect, it } from 'vitest';
import { firstNameSchema, lastNameSchema } from './auth';
import { MSG } from './messages';
import { contactNumberSchema, postCodeSchema } from './signup';

const problem = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('UK post codes and phone numbers (decision 0028)', () => {
  it('accepts real UK formats whole', () => {
    for (const code of ['PL1 2AB', 'SW1A 1AA', 'sw1a1aa', 'BS14DJ', 'M50 2AB', 'BFPO 1234']) {
      expect(postCodeSchema.parse(code)).toBe(code);
    }
    for (const phone of [
      '07700 900123',
      '07700900123',
      '7700900222',
      '+44 7700 900123',
      '(01752) 123 456',
      '0161-496-0000',
    ]) {
      expect(contactNumberSchema.parse(phone)).toBe(phone);
    }
  });

  it('refuses what is not one, with the message saying what is wanted', () => {
    for (const code of ['PL1 2A', 'PL1 2ABX', '12345', 'BS1'])
      expect(problem(postCodeSchema, code)).toBe(MSG.postCodeLength);
    for (const phone of ['12ab', '0770090', '077009001234567', '+1 212 555 0100 99']) {
      expect(problem(contactNumberSchema, phone)).toBe(MSG.contactNumberFormat);
    }
  });
});

describe('names', () => {
  it('say the real limit at both ends', () => {
    expect(problem(firstNameSchema, 'A')).toBe(MSG.firstNameLength);
    expect(problem(firstNameSchema, 'A'.repeat(2000))).toBe(MSG.firstNameTooLong);
    expect(problem(lastNameSchema, 'B'.repeat(101))).toBe(MSG.lastNameTooLong);
    expect(firstNameSchema.parse('A'.repeat(100))).toHaveLength(100);
  });
});
