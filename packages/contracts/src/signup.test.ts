import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { dateSchema, fields, idListSchema, idSchema } from './signup';

describe('dates (docs/product/validation.md: typed dd/mm/yyyy, stored yyyy-mm-dd)', () => {
  it('reads day/month/year and ISO dates', () => {
    expect(dateSchema.parse('02/05/1984')).toBe('1984-05-02');
    expect(dateSchema.parse('2/5/1984')).toBe('1984-05-02');
    expect(dateSchema.parse(' 1984-05-02 ')).toBe('1984-05-02');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const bad of [
      '31/02/2024',
      '29/02/2023',
      '00/01/2024',
      '12/13/2024',
      '2024/01/02',
      '1/2/24',
      'soon',
    ])
      expect(dateSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(MSG.invalidDate);
    expect(dateSchema.parse('29/02/2024')).toBe('2024-02-29');
  });

  it('asks for a date when there is none; optional dates may stay empty', () => {
    expect(dateSchema.safeParse('').error?.issues[0]?.message).toBe(MSG.required);
    expect(fields.optionalDate.parse('')).toBeUndefined();
    expect(fields.optionalDate.parse('05/02/2024')).toBe('2024-02-05');
  });
});

describe('ids as forms send them', () => {
  it('coerces one id and refuses blanks', () => {
    expect(idSchema().parse('7')).toBe(7);
    expect(idSchema().safeParse('').error?.issues[0]?.message).toBe(MSG.required);
  });

  it('reads a list from a comma-joined string or an array', () => {
    expect(idListSchema().parse('1,2,,3')).toEqual([1, 2, 3]);
    expect(idListSchema().parse(['4', 5])).toEqual([4, 5]);
    expect(idListSchema(MSG.skillsRequired).safeParse('').error?.issues[0]?.message).toBe(MSG.skillsRequired);
  });
});

describe('the loan amount and the members limit (docs/product (validation and limits))', () => {
  it('stops below 25 000 pounds', () => {
    expect(fields.loanAmount.parse('24999')).toBe(24999);
    expect(fields.loanAmount.safeParse(25000).error?.issues[0]?.message).toBe(MSG.loanMax);
    expect(fields.loanAmount.parse('')).toBeUndefined();
  });

  it('defaults the members limit to 3 within 1 to 5', () => {
    expect(fields.menteesLimit.parse('')).toBe(3);
    expect(fields.menteesLimit.parse('5')).toBe(5);
    expect(fields.menteesLimit.safeParse(6).error?.issues[0]?.message).toBe(MSG.limitOfMenteesMax);
  });
});
