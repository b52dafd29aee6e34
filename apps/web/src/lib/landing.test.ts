import { describe, expect, it } from 'vitest';
import { justSignedOut, landingFor, loginPathFor, noteSignOut, safeNextPath } from './landing';

const origin = 'https://hub.example.org';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/my/events/19', origin)).toBe('/my/events/19');
    expect(safeNextPath('/chat/4?x=1#end', origin)).toBe('/chat/4?x=1#end');
    expect(safeNextPath('/post/12', origin)).toBe('/post/12');
  });

  it('refuses absolute, protocol-relative, backslash and scheme addresses', () => {
    for (const raw of [
      'https://evil.example.com/',
      '//evil.example.com/x',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      'javascript:alert(1)',
      '/%0d%0a//evil.example.com',
      '/\t/evil.example.com',
      'my/events',
      '',
      null,
      42,
    ]) {
      const kept = safeNextPath(raw, origin);
      expect(kept === null || kept.startsWith('/')).toBe(true);
      if (kept) expect(new URL(kept, origin).origin).toBe(origin);
    }
    expect(safeNextPath('https://evil.example.com/', origin)).toBeNull();
    expect(safeNextPath('//evil.example.com/x', origin)).toBeNull();
    expect(safeNextPath('/\\evil.example.com', origin)).toBeNull();
    expect(safeNextPath('/\t/evil.example.com', origin)).toBeNull();
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeNextPath('/login/2', origin)).toBeNull();
    expect(safeNextPath('/sign-up/1', origin)).toBeNull();
    expect(safeNextPath('/login-help', origin)).toBe('/login-help');
  });
});

describe('landing', () => {
  it('sends staff to their console and the others to Events', () => {
    expect(landingFor('moderator')).toBe('/admin/articles');
    expect(landingFor('admin')).toBe('/admin/overview');
    expect(landingFor('mentor')).toBe('/my/events');
    expect(landingFor('mentee')).toBe('/my/events');
  });

  it('builds the login link that carries the destination', () => {
    expect(loginPathFor('/my/events/19', origin)).toBe('/login/1?next=%2Fmy%2Fevents%2F19');
    expect(loginPathFor('//evil.example.com', origin)).toBe('/login/1');
  });
});

describe('Logout', () => {
  it('is remembered a moment, so the page left behind is not carried to the login page', () => {
    expect(justSignedOut()).toBe(false);
    noteSignOut();
    expect(justSignedOut()).toBe(true);
    expect(justSignedOut(Date.now() + 10_000)).toBe(false);
  });
});
