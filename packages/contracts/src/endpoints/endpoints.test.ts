import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf, type EndpointDef } from '../endpoint';
import { api } from './index';

const all = Object.entries(api).flatMap(([area, table]) =>
  Object.entries(table as Record<string, EndpointDef>).map(([name, e]) => ({ name: `${area}.${name}`, e })),
);
const pathNames = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();

describe('endpoint definitions', () => {
  it('name each path parameter in their params schema, and nothing else', () => {
    for (const { name, e } of all) {
      const keys = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect({ name, keys }).toEqual({ name, keys: pathNames(e.path) });
    }
  });

  it('are one per method and path', () => {
    const seen = all.map(({ e }) => `${e.method} ${e.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('send a body only where the method has one, and answer JSON or a named file', () => {
    for (const { name, e } of all) {
      if (e.body) expect({ name, method: e.method }).not.toEqual({ name, method: 'GET' });
      expect({
        name,
        answers: Boolean(e.response) || Boolean(e.produces) || e.status === 202 || e.status === 302,
      }).toEqual({
        name,
        answers: true,
      });
    }
  });
});

describe('pathOf', () => {
  it('fills and encodes parameters', () => {
    expect(pathOf('/sessions/:id/accept', { id: 7 })).toBe('/sessions/7/accept');
    expect(pathOf('/calendar/:secret', { secret: 'a b.ics' })).toBe('/calendar/a%20b.ics');
  });
  it('refuses a missing parameter', () => {
    expect(() => pathOf('/sessions/:id', {})).toThrow(/id/);
  });
});
