import { describe, expect, it } from 'vitest';
import { pictureAt } from './images';

const stored = '/uploads/images/0123456789abcdef0123456789abcdef.png';

describe('pictureAt', () => {
  it('asks for the smallest served width that is sharp at two device pixels per CSS pixel', () => {
    expect(pictureAt(stored, 16)).toBe(`${stored}?w=64`);
    expect(pictureAt(stored, 32)).toBe(`${stored}?w=64`);
    expect(pictureAt(stored, 33)).toBe(`${stored}?w=128`);
    expect(pictureAt(stored, 84)).toBe(`${stored}?w=256`);
    expect(pictureAt(stored.replace('.png', '.jpg'), 56)).toBe(`${stored.replace('.png', '.jpg')}?w=128`);
  });

  it('keeps the stored picture when it is drawn larger, and other addresses as they are', () => {
    expect(pictureAt(stored, 384)).toBe(`${stored}?w=768`);
    expect(pictureAt(stored, 385)).toBe(stored);
    const gif = stored.replace('.png', '.gif');
    expect(pictureAt(gif, 28)).toBe(gif);
    expect(pictureAt('blob:http://127.0.0.1/abc', 28)).toBe('blob:http://127.0.0.1/abc');
    expect(pictureAt('https://media.licdn.com/x.jpg', 28)).toBe('https://media.licdn.com/x.jpg');
  });
});
