import { describe, expect, it } from 'vitest';
import { eventPlace } from './event-place';

describe('eventPlace', () => {
  it('joins an event with a video link online, whatever surrounds the link', () => {
    expect(eventPlace('Online: https://meet.jit.si/xforces-pricing.')).toEqual({
      kind: 'online',
      text: 'Online',
      link: 'https://meet.jit.si/xforces-pricing',
    });
    expect(eventPlace('https://zoom.us/j/123456789?pwd=abc')).toEqual({
      kind: 'online',
      text: 'Online',
      link: 'https://zoom.us/j/123456789?pwd=abc',
    });
    expect(eventPlace('Teams call https://teams.microsoft.com/l/meetup-join/xyz')).toMatchObject({
      kind: 'online',
      text: 'Teams call',
    });
  });

  it('keeps an online event without a link off the map', () => {
    expect(eventPlace('Online (the link arrives by e-mail)')).toEqual({
      kind: 'online',
      text: 'Online (the link arrives by e-mail)',
      link: null,
    });
  });

  it('opens any other address in maps', () => {
    const place = eventPlace('The Grand Hotel, Station Rise, York');
    expect(place.kind).toBe('venue');
    expect(place.kind === 'venue' && place.mapsUrl).toContain('The%20Grand%20Hotel');
    expect(eventPlace('javascript:alert(1)').kind).toBe('venue');
  });
});
