/**
 * The demo people's photos and covers, drawn here at seed time: no network, no image files in the
 * repository. Avatars are DiceBear's "Avataaars" style (Pablo Stanley's design, free for personal and
 * commercial use; the code MIT), held to what a professional profile photo looks like: smiling or
 * calm faces, work clothes, natural hair colours, glasses now and then. Covers are landscapes
 * (mountains, hills, coast, a town) under a sky of their own. Both are rendered to PNG/JPEG by sharp
 * and stored through `Storage` exactly where a user's upload goes (`images/…`).
 *
 * Only the demo people get pictures (about thirty); the benchmarks' thousands of seeded people have
 * none, as the benchmarks seed without storage.
 */
import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage/storage';
import type { Db } from '../client';
import { users } from '../schema';

/** A small seeded random source (mulberry32 over a string's FNV-1a hash): the same person, the same face. */
export function seededRandom(seed: string) {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- avatars ----------

/** Demo first names drawn with a woman's hair and no beard (names alone would leave it to chance). */
const WOMEN = new Set([
  'Aisha',
  'Chloe',
  'Claire',
  'Emily',
  'Fiona',
  'Hannah',
  'Helen',
  'Megan',
  'Natalie',
  'Priya',
  'Rebecca',
  'Sarah',
  'Sophie',
  'Zara',
  'Morgan',
]);

type AvataaarsOptions = Parameters<typeof createAvatar<avataaars.Options>>[1];

const COMMON: AvataaarsOptions = {
  size: 320,
  backgroundType: ['solid'],
  backgroundColor: ['c9d6df', 'd7e3d0', 'e8dcc2', 'd9d4e7', 'cfe3ea', 'ecd5c8', 'dde5b6'],
  skinColor: ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'],
  eyes: ['default', 'happy'],
  eyebrows: ['default', 'defaultNatural', 'flatNatural', 'raisedExcitedNatural'],
  mouth: ['smile', 'default', 'twinkle'],
  clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtCrewNeck', 'shirtVNeck'],
  clothesColor: ['262e33', '25557c', '3c4f5c', '5199e4', '929598', 'e6e6e6', '65c9ff', 'ffffff'],
  hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'e8e1e1'],
  facialHairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'e8e1e1'],
  accessories: ['prescription01', 'prescription02', 'round'],
  accessoriesColor: ['262e33', '3c4f5c', '929598'],
  accessoriesProbability: 18,
  topProbability: 100,
};

const WOMAN: AvataaarsOptions = {
  top: [
    'bob',
    'bun',
    'curly',
    'curvy',
    'longButNotTooLong',
    'miaWallace',
    'straight01',
    'straight02',
    'straightAndStrand',
    'bigHair',
    'froBand',
  ],
  facialHairProbability: 0,
};

const MAN: AvataaarsOptions = {
  top: [
    'shortFlat',
    'shortRound',
    'shortWaved',
    'shortCurly',
    'theCaesar',
    'theCaesarAndSidePart',
    'sides',
    'frizzle',
    'dreads01',
  ],
  facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
  facialHairProbability: 35,
};

/** The SVG of a person's avatar; the same name always gives the same face. */
export function avatarSvg(firstName: string, lastName: string): string {
  return createAvatar(avataaars, {
    ...COMMON,
    ...(WOMEN.has(firstName) ? WOMAN : MAN),
    seed: `${firstName} ${lastName}`,
  }).toString();
}

// ---------- covers ----------

interface Sky {
  /** top of the sky, horizon, sun or moon, ridge colours from far to near */
  top: string;
  horizon: string;
  sun: string;
  ridges: [string, string, string, string];
}

const SKIES: Sky[] = [
  {
    top: '#7fb3d5',
    horizon: '#f6e7c8',
    sun: '#fff4d6',
    ridges: ['#9db8c9', '#6f93a8', '#46697e', '#26404f'],
  },
  {
    top: '#f3a683',
    horizon: '#f8d9a0',
    sun: '#fff1c9',
    ridges: ['#c98f86', '#9c6673', '#6b4660', '#3e2c45'],
  },
  {
    top: '#14213d',
    horizon: '#3e5c76',
    sun: '#e9edf2',
    ridges: ['#334a63', '#243a52', '#182a3e', '#0d1a29'],
  },
  {
    top: '#a8dadc',
    horizon: '#f1faee',
    sun: '#ffffff',
    ridges: ['#a7c4a0', '#7aa37a', '#4f7d57', '#2f5a3c'],
  },
  {
    top: '#5b8fb9',
    horizon: '#e7d7b1',
    sun: '#fff8e1',
    ridges: ['#8fa6a0', '#6d8a6b', '#4d6b4a', '#2f4a31'],
  },
  {
    top: '#f7b267',
    horizon: '#fde2b3',
    sun: '#fff6dc',
    ridges: ['#d08c60', '#a5694f', '#75483d', '#4a2e2a'],
  },
  {
    top: '#355c7d',
    horizon: '#c06c84',
    sun: '#f8b195',
    ridges: ['#6c5b7b', '#4d4468', '#33304f', '#1f1e33'],
  },
  {
    top: '#90c2e7',
    horizon: '#e8f1f2',
    sun: '#ffffff',
    ridges: ['#b0c4cf', '#8aa2b2', '#5f7f96', '#3a5a70'],
  },
];

const SCENES = ['mountains', 'hills', 'coast', 'town'] as const;
/** The drawing's own units; the picture is rendered at COVER_SIZE. */
const W = 1600;
const H = 500;
/** The stored cover: as wide as a profile's cover is shown on a desktop, at the hero's shape. */
export const COVER_SIZE = { width: 1200, height: 375 };

/** A ridge line across the picture: `base` is its mean height, `rough` how jagged it is. */
function ridge(rand: () => number, base: number, rough: number, step: number, colour: string) {
  const points: string[] = [`0,${H}`];
  let y = base;
  for (let x = 0; x <= W + step; x += step) {
    y += (rand() - 0.5) * rough;
    y = Math.max(base - rough * 2, Math.min(base + rough * 2, y));
    points.push(`${x},${y.toFixed(1)}`);
  }
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

/** Rolling hills: smooth curves rather than jagged lines. */
function hill(rand: () => number, base: number, colour: string) {
  let d = `M0 ${H} L0 ${base}`;
  let x = 0;
  while (x < W) {
    const span = 260 + rand() * 320;
    const lift = 30 + rand() * 70;
    d += ` Q${(x + span / 2).toFixed(0)} ${(base - lift * 2).toFixed(0)} ${(x + span).toFixed(0)} ${base + (rand() - 0.5) * 30}`;
    x += span;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${colour}"/>`;
}

function townSkyline(rand: () => number, base: number, colour: string, window: string) {
  const out: string[] = [];
  for (let x = 0; x < W;) {
    const w = 40 + rand() * 70;
    const h = 50 + rand() * 150;
    out.push(
      `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + H - base).toFixed(0)}" fill="${colour}"/>`,
    );
    for (let wy = base - h + 12; wy < base - 10; wy += 22)
      for (let wx = x + 8; wx < x + w - 12; wx += 16)
        if (rand() < 0.35)
          out.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="6" height="9" fill="${window}" opacity="0.8"/>`,
          );
    x += w + 2 + rand() * 10;
  }
  return out.join('');
}

/** Cover number `n` of the pool: the sky and the scene vary, the shapes follow a seed. */
export function coverSvg(n: number): string {
  const sky = SKIES[n % SKIES.length]!;
  const scene = SCENES[(n + Math.floor(n / SKIES.length)) % SCENES.length]!;
  const rand = seededRandom(`cover ${n}`);
  const [far, mid, near, front] = sky.ridges;
  const sunX = 200 + rand() * 1200;
  const sunY = 90 + rand() * 120;
  const layers: string[] = [];
  if (scene === 'mountains') {
    layers.push(ridge(rand, 250, 60, 40, far), ridge(rand, 310, 45, 32, mid), ridge(rand, 380, 30, 26, near));
    layers.push(ridge(rand, 450, 10, 20, front));
  } else if (scene === 'hills') {
    layers.push(hill(rand, 300, far), hill(rand, 360, mid), hill(rand, 420, near), hill(rand, 470, front));
  } else if (scene === 'coast') {
    layers.push(ridge(rand, 300, 40, 36, far));
    layers.push(`<rect x="0" y="330" width="${W}" height="${H - 330}" fill="${mid}"/>`);
    for (let i = 0; i < 14; i++) {
      const y = 345 + i * 11 + rand() * 4;
      const x = rand() * W;
      layers.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(60 + rand() * 160).toFixed(0)}" height="2" fill="${sky.sun}" opacity="0.35"/>`,
      );
    }
    layers.push(
      `<path d="M${W} ${H} L${W} 260 Q${W - 180} 250 ${W - 300} 340 Q${W - 380} 420 ${W - 560} ${H} Z" fill="${front}"/>`,
    );
  } else {
    layers.push(ridge(rand, 330, 20, 60, far));
    layers.push(townSkyline(rand, 420, near, sky.sun));
    layers.push(`<rect x="0" y="440" width="${W}" height="${H - 440}" fill="${front}"/>`);
  }
  const birds = Array.from({ length: 3 + Math.floor(rand() * 4) }, () => {
    const x = 200 + rand() * 1200;
    const y = 60 + rand() * 140;
    const s = 6 + rand() * 6;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${s} ${-s} ${s * 2} 0 q${s} ${-s} ${s * 2} 0" fill="none" stroke="${front}" stroke-width="2" opacity="0.6"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE.width}" height="${COVER_SIZE.height}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.75" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="glow" cx="${(sunX / W).toFixed(3)}" cy="${(sunY / H).toFixed(3)}" r="0.45"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(34 + rand() * 20).toFixed(0)}" fill="${sky.sun}"/>
${birds.join('')}
${layers.join('\n')}
</svg>`;
}

// ---------- the seed ----------

/** How many covers are drawn; people share them round-robin. */
export const COVER_POOL = 10;

interface PictureOwner {
  id: number;
  firstName: string;
  lastName: string;
}

async function store(storage: Storage, ext: 'png' | 'jpg', data: Buffer) {
  return storage.publicUrl(await storage.put('images', ext, data));
}

/**
 * A photo and a cover for every one of `people` (covers from a pool of COVER_POOL, in turn): PNG
 * avatars 320 px square, JPEG covers at COVER_SIZE, stored as uploads are. About half a second.
 */
export async function seedDemoPictures(db: Db, storage: Storage, people: PictureOwner[]) {
  const covers = await Promise.all(
    Array.from({ length: COVER_POOL }, async (_, n) =>
      store(
        storage,
        'jpg',
        await sharp(Buffer.from(coverSvg(n)))
          .jpeg({ quality: 82 })
          .toBuffer(),
      ),
    ),
  );
  const avatars = await Promise.all(
    people.map(async (p) =>
      store(
        storage,
        'png',
        await sharp(Buffer.from(avatarSvg(p.firstName, p.lastName)))
          .png({ compressionLevel: 6 })
          .toBuffer(),
      ),
    ),
  );
  for (const [i, p] of people.entries()) {
    await db
      .update(users)
      .set({ avatar: avatars[i]!, bgImage: covers[i % COVER_POOL]! })
      .where(eq(users.id, p.id));
  }
}
