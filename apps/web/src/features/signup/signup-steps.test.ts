import { describe, expect, it } from 'vitest';
import { emptyDraft, type SignupDraft } from './signup-draft';
import { COUNTER_LABELS, counterStepOf, readStepState, redirectFor, stepTitle } from './signup-steps';

const draft = (change: Partial<SignupDraft> & { email?: string } = {}): SignupDraft => {
  const { email = '', ...rest } = change;
  const base = emptyDraft();
  return { ...base, ...rest, values: { ...base.values, email } };
};

describe('sign-up redirects (docs/product/screens.md)', () => {
  it('opens step 1 always, and sends anything odd there', () => {
    expect(redirectFor(1, draft())).toBeNull();
    for (const route of [0, -2, Number.NaN, 2.5]) expect(redirectFor(route, draft())).toBe(1);
  });

  it('needs a role for step 2, and an e-mail for any step above 2', () => {
    expect(redirectFor(2, draft())).toBe(1);
    expect(redirectFor(2, draft({ role: 'mentee', reached: 2 }))).toBeNull();
    expect(redirectFor(5, draft({ role: 'mentee', reached: 9 }))).toBe(1);
    expect(redirectFor(3, draft({ role: 'mentor', reached: 3, email: '  ' }))).toBe(1);
  });

  it('sends a step above 3 without a verified e-mail to step 3', () => {
    const typed = draft({ role: 'mentor', reached: 6, email: 'robin@example.com' });
    expect(redirectFor(3, typed)).toBeNull();
    expect(redirectFor(5, typed)).toBe(3);
    expect(redirectFor(5, { ...typed, verifiedEmail: 'someone@example.com' })).toBe(3);
    expect(redirectFor(5, { ...typed, verifiedEmail: 'robin@example.com' })).toBeNull();
  });

  it('compares the verified address the way it was typed: trimmed, in any case', () => {
    const typed = draft({
      role: 'mentor',
      reached: 6,
      email: ' Robin@Example.com ',
      verifiedEmail: 'robin@example.com',
    });
    expect(redirectFor(6, typed)).toBeNull();
  });

  it('opens no step beyond the one reached, nor beyond the role’s last', () => {
    const verified = { verifiedEmail: 'robin@example.com', email: 'robin@example.com' };
    expect(redirectFor(7, draft({ role: 'mentee', reached: 5, ...verified }))).toBe(5);
    expect(redirectFor(8, draft({ role: 'mentor', reached: 7, ...verified }))).toBe(7);
    expect(redirectFor(9, draft({ role: 'mentor', reached: 4, ...verified }))).toBe(4);
    expect(redirectFor(9, draft({ role: 'mentee', reached: 9, ...verified }))).toBeNull();
  });
});

describe('the step counter', () => {
  it('counts 8 steps for a Member and 7 for a Captain', () => {
    expect(COUNTER_LABELS.mentee).toHaveLength(8);
    expect(COUNTER_LABELS.mentor).toHaveLength(7);
  });

  it('puts a Member’s routes 8 and 9 together under step 8', () => {
    expect(counterStepOf(9, 'mentee')).toBe(8);
    expect(counterStepOf(8, 'mentee')).toBe(8);
    expect(counterStepOf(7, 'mentor')).toBe(7);
  });

  it('titles the steps by role', () => {
    expect(stepTitle(6, 'mentor')).toBe('Your mentoring');
    expect(stepTitle(7, 'mentee')).toBe('Business information');
    expect(stepTitle(9, 'mentee')).toBe('Member agreement');
  });

  it('reads only the router state it knows', () => {
    expect(readStepState({ notice: 'Hi', resumeTo: 7, other: 1 })).toEqual({ notice: 'Hi', resumeTo: 7 });
    expect(readStepState({ notice: 3, resumeTo: '7' })).toEqual({ notice: undefined, resumeTo: undefined });
    expect(readStepState(null)).toEqual({});
  });
});
