import { beforeEach, describe, expect, it } from 'vitest';
import { continueSignupWith } from './continue-with-provider';
import { clearDraft, getDraft, isEmailVerified, updateDraft } from './signup-draft';
import { redirectFor } from './signup-steps';

const linkedin = (
  email_verified: boolean,
  over: Partial<{ first_name: string; last_name: string; email: string }> = {},
) => ({
  provider: 'linkedin' as const,
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'Ada.Okafor@Example.com',
  email_verified,
  ...over,
});

beforeEach(() => clearDraft());

describe('going on with sign-up after LinkedIn (decision 0024)', () => {
  it('fills the names and the verified address, and starts at the role card', () => {
    const next = continueSignupWith(linkedin(true));
    expect(next.to).toBe('/sign-up/1');
    expect(next.state.notice).toBe(
      'LinkedIn has verified ada.okafor@example.com: your name and e-mail are filled in, and no code is needed.',
    );
    const draft = getDraft();
    expect(draft.values).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      email: 'ada.okafor@example.com',
    });
    expect(isEmailVerified(draft)).toBe(true);
    // Once a role is chosen, the steps after 'Verify Email' open without a code.
    updateDraft({ role: 'mentee', reached: 4 });
    expect(redirectFor(4, getDraft())).toBeNull();
  });

  it('goes on at the details when the role was chosen before LinkedIn', () => {
    updateDraft({ role: 'mentor' });
    expect(continueSignupWith(linkedin(true)).to).toBe('/sign-up/2');
  });

  it('leaves an address LinkedIn has not verified to be confirmed by code', () => {
    const next = continueSignupWith(linkedin(false));
    expect(next.state.notice).toMatch(
      /has not verified ada\.okafor@example\.com, so we will send it a four-digit code/,
    );
    expect(isEmailVerified(getDraft())).toBe(false);
    updateDraft({ role: 'mentee', reached: 4 });
    expect(redirectFor(4, getDraft())).toBe(3);
  });

  it('keeps what was typed where LinkedIn gave nothing', () => {
    updateDraft((d) => ({ ...d, values: { ...d.values, last_name: 'Typed', email: 'typed@example.com' } }));
    continueSignupWith(linkedin(false, { last_name: '', email: '' }));
    expect(getDraft().values).toMatchObject({
      first_name: 'Ada',
      last_name: 'Typed',
      email: 'typed@example.com',
    });
  });
});
