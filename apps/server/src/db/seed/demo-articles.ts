import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  articlePlainText,
  sanitizeArticleBody,
  shortDescriptionOf,
  type ArticleDoc,
  type DocMark,
  type DocNode,
} from '@keh/contracts';
import type { Storage } from '../../lib/storage/storage';
import { articleActivityRepository } from '../../modules/articles/article-activity.repository';
import { articlesRepository, type VersionValues } from '../../modules/articles/articles.repository';
import type { Db } from '../client';
import { articleDecisions, articles, articleVersions } from '../schema';
import { demoArticles, type DemoArticle } from './demo-articles-content';
import { demoCaptains, demoMembers } from './demo-people';
import { seededRandom } from './demo-pictures';
import { articleCategoryRows } from './reference';

const DAY = 24 * 60 * 60_000;

// ---------- the body: the content's text form into TipTap JSON ----------

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((\S+?)\)/g;

/** Text with its marks; bold or italic may hold a link (`**[text](href)**`). */
function inline(text: string, marks: DocMark[] = []): DocNode[] {
  const out: DocNode[] = [];
  const plain = (t: string) =>
    out.push(marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) plain(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(...inline(m[1], [...marks, { type: 'bold' }]));
    else if (m[2] !== undefined) out.push(...inline(m[2], [...marks, { type: 'italic' }]));
    else out.push({ type: 'text', text: m[3]!, marks: [...marks, { type: 'link', attrs: { href: m[4] } }] });
    last = m.index + m[0].length;
  }
  if (last < text.length) plain(text.slice(last));
  return out;
}

const paragraph = (text: string): DocNode => ({ type: 'paragraph', content: inline(text) });

/** The article JSON of a body in the text form demo-articles-content.ts describes. */
function articleDocOf(text: string, figures: Readonly<Record<string, string>>): ArticleDoc {
  const content: DocNode[] = [];
  /** The list or quote consecutive lines add to. */
  let open: DocNode | null = null;
  const into = (type: 'bulletList' | 'orderedList' | 'blockquote', node: DocNode) => {
    if (open?.type !== type) content.push((open = { type, content: [] }));
    open.content!.push(node);
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    let m: RegExpExecArray | null;
    if (!line) open = null;
    else if ((m = /^(#{2,4}) (.+)$/.exec(line))) {
      open = null;
      content.push({ type: 'heading', attrs: { level: m[1]!.length }, content: inline(m[2]!) });
    } else if ((m = /^- (.+)$/.exec(line)))
      into('bulletList', { type: 'listItem', content: [paragraph(m[1]!)] });
    else if ((m = /^\d+\. (.+)$/.exec(line)))
      into('orderedList', { type: 'listItem', content: [paragraph(m[1]!)] });
    else if ((m = /^> (.+)$/.exec(line))) into('blockquote', paragraph(m[1]!));
    else if ((m = /^@video (\S+)$/.exec(line))) {
      open = null;
      content.push({ type: 'video', attrs: { src: m[1], size: 'medium' } });
    } else if ((m = /^@image (\w+) (.+)$/.exec(line))) {
      open = null;
      const src = figures[m[1]!];
      if (!src) throw new Error(`demo article: no figure named ${m[1]}`);
      content.push({ type: 'image', attrs: { src, alt: m[2], size: 'large' } });
    } else {
      open = null;
      content.push(paragraph(line));
    }
  }
  return { type: 'doc', content };
}

// ---------- covers and figures, drawn here (no network, no stored files in the repository) ----------

interface CoverStyle {
  /** gradient from, gradient to, light accent, second accent */
  colours: [string, string, string, string];
  motif: 'rings' | 'steps' | 'diamonds' | 'chevrons';
}

/** One style per category, in reference order: navy, teal, olive and sand. */
const COVER_STYLES: CoverStyle[] = [
  { colours: ['#14213d', '#1f6f78', '#f2e8cf', '#4fb0a5'], motif: 'rings' },
  { colours: ['#0f4c5c', '#1b2a41', '#e0c068', '#5fa8a0'], motif: 'steps' },
  { colours: ['#4f5d2f', '#2a7f7a', '#f4e3b5', '#a3b86c'], motif: 'diamonds' },
  { colours: ['#1d2d44', '#556b2f', '#d9c59a', '#8a9a5b'], motif: 'chevrons' },
  { colours: ['#2d6a4f', '#b59f68', '#f1faee', '#74a57f'], motif: 'steps' },
  { colours: ['#22304a', '#3e5c76', '#d8c3a5', '#8da9c4'], motif: 'diamonds' },
  { colours: ['#a88a4c', '#5b6b33', '#fff3d6', '#3d5a40'], motif: 'rings' },
  { colours: ['#102a43', '#247ba0', '#f0d9a8', '#70c1b3'], motif: 'chevrons' },
];

function motif(style: CoverStyle): string {
  const [, , light, accent] = style.colours;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  switch (style.motif) {
    case 'rings':
      return [
        ...range(5).map(
          (i) =>
            `<circle cx="1180" cy="330" r="${90 + i * 62}" fill="none" stroke="${light}" stroke-width="3" opacity="${0.5 - i * 0.08}"/>`,
        ),
        ...range(24).map(
          (i) =>
            `<circle cx="${170 + (i % 6) * 52}" cy="${600 + Math.floor(i / 6) * 52}" r="6" fill="${light}" opacity="0.35"/>`,
        ),
      ].join('');
    case 'steps':
      return [
        ...range(6).map(
          (i) =>
            `<rect x="${860 + i * 112}" y="${700 - 70 - i * 80}" width="74" height="${70 + i * 80}" rx="6" fill="${light}" opacity="${0.14 + i * 0.06}"/>`,
        ),
        `<polyline points="${range(6)
          .map((i) => `${897 + i * 112},${600 - i * 80}`)
          .join(
            ' ',
          )}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>`,
      ].join('');
    case 'diamonds':
      return range(7)
        .map((i) => {
          const x = 900 + (i % 4) * 170 + (i > 3 ? 85 : 0);
          const y = 220 + (i > 3 ? 170 : 0);
          return `<rect x="${x - 60}" y="${y - 60}" width="120" height="120" transform="rotate(45 ${x} ${y})" fill="${i % 3 ? 'none' : accent}" stroke="${light}" stroke-width="3" opacity="${0.25 + (i % 3) * 0.12}"/>`;
        })
        .join('');
    case 'chevrons':
      return range(5)
        .map(
          (i) =>
            `<path d="M ${980} ${560 - i * 95} l 160 -100 l 160 100" fill="none" stroke="${i === 0 ? accent : light}" stroke-width="22" stroke-linejoin="miter" opacity="${0.55 - i * 0.09}"/>`,
        )
        .join('');
  }
}

const MOTIFS: CoverStyle['motif'][] = ['rings', 'steps', 'diamonds', 'chevrons'];

/**
 * A cover at a size: the category's colours, and for an article (`variant` above 0) a picture of its
 * own (issue 28: every card of the knowledge base looked the same): another motif, placed, scaled
 * and mirrored by a seed, with the light and the bands moved.
 */
function coverSvg(style: CoverStyle, width: number, height: number, variant = 0) {
  const [from, to, light, accent] = style.colours;
  const rand = seededRandom(`article cover ${variant}`);
  const own = variant > 0;
  const kind = own ? MOTIFS[(MOTIFS.indexOf(style.motif) + variant) % MOTIFS.length]! : style.motif;
  const glow = own
    ? { cx: (0.2 + rand() * 0.6).toFixed(2), cy: (0.1 + rand() * 0.4).toFixed(2) }
    : { cx: '0.75', cy: '0.25' };
  const band = own ? [Math.round(560 + rand() * 260), Math.round(300 + rand() * 260)] : [720, 420];
  const mirror = own && rand() < 0.5;
  const scale = own ? (0.75 + rand() * 0.45).toFixed(2) : '1';
  const shift = own ? Math.round(-500 + rand() * 560) : 0;
  const place = `${mirror ? 'translate(1600 0) scale(-1 1) ' : ''}translate(${shift} ${own ? Math.round(rand() * 120 - 60) : 0}) scale(${scale})`;
  const dots = own
    ? Array.from({ length: 3 + Math.floor(rand() * 4) }, () => {
        const r = 40 + rand() * 120;
        return `<circle cx="${(rand() * 1600).toFixed(0)}" cy="${(rand() * 900).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" opacity="${(0.04 + rand() * 0.06).toFixed(2)}"/>`;
      }).join('')
    : `<circle cx="260" cy="210" r="150" fill="${light}" opacity="0.07"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="${own ? rand().toFixed(2) : 0}" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="0.7"><stop offset="0" stop-color="${light}" stop-opacity="0.28"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<rect width="1600" height="900" fill="url(#glow)"/>
<path d="M0 ${band[0]} L1600 ${band[1]} L1600 900 L0 900 Z" fill="${accent}" opacity="0.16"/>
<path d="M0 ${band[0]! + 80} L1600 ${band[1]! + 140} L1600 900 L0 900 Z" fill="${from}" opacity="0.22"/>
${dots}
<g transform="${place}">${motif({ ...style, motif: kind })}</g>
</svg>`;
}

/** The cash flow figure: a first year's bank balance dipping below zero before it climbs. */
function cashFlowSvg() {
  const balance = [18, 9, -4, -11, -8, -1, 7, 15, 22, 27, 34, 41, 49];
  const x = (i: number) => 80 + i * 86;
  const y = (v: number) => 300 - v * 4.4;
  const line = balance.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  const grid = [-10, 0, 10, 20, 30, 40, 50]
    .map(
      (v) =>
        `<line x1="60" x2="1140" y1="${y(v)}" y2="${y(v)}" stroke="#d9cfb8" stroke-width="${v ? 1 : 3}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<rect width="1200" height="600" fill="#f7f2e6"/>
<rect x="60" y="${y(0)}" width="1080" height="${y(-14) - y(0)}" fill="#c8553d" opacity="0.08"/>
${grid}
<polygon points="${x(0)},${y(0)} ${line} ${x(12)},${y(0)}" fill="#1f6f78" opacity="0.18"/>
<polyline points="${line}" fill="none" stroke="#1f6f78" stroke-width="6" stroke-linejoin="round"/>
${balance.map((v, i) => `<circle cx="${x(i)}" cy="${y(v)}" r="8" fill="${v < 0 ? '#c8553d' : '#14213d'}"/>`).join('')}
</svg>`;
}

async function storeJpeg(storage: Storage, svg: string) {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return storage.publicUrl(await storage.put('images', 'jpg', data));
}

/**
 * A cover set: 1600×900 (photo and background) and 800×500 (the card, cut from the same picture).
 * Events take a category's own (`variant` 0); each article one of its own (its number from 1).
 */
export async function coverSet(storage: Storage, categoryIndex: number, variant = 0) {
  const style = COVER_STYLES[categoryIndex % COVER_STYLES.length]!;
  const picture = await sharp(Buffer.from(coverSvg(style, 1600, 900, variant)))
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  const raw = { raw: picture.info };
  const [big, small] = await Promise.all([
    sharp(picture.data, raw).jpeg({ quality: 82 }).toBuffer(),
    sharp(picture.data, raw).resize(800, 500, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer(),
  ]);
  const put = async (data: Buffer) => storage.publicUrl(await storage.put('images', 'jpg', data));
  return { big: await put(big), small: await put(small) };
}

// ---------- the seed ----------

/** Who likes or dislikes article number `n`: readers it is visible to, never its author. */
function reactionsOf(a: DemoArticle, n: number, owner: number, pool: number[]) {
  const readers = pool.filter((id) => id !== owner);
  if (!readers.length) return [];
  const start = (n * 5) % readers.length;
  const turn = [...readers.slice(start), ...readers.slice(0, start)];
  const likes = Math.min(turn.length, 2 + ((n * 7) % 9) + Math.round(a.daysAgo / 40));
  const dislikes = Math.min(turn.length - likes, n % 4 === 1 ? 1 : n % 6 === 3 ? 2 : 0);
  return [
    ...turn.slice(0, likes).map((id) => ({ id, kind: 'like' as const })),
    ...turn.slice(likes, likes + dislikes).map((id) => ({ id, kind: 'dislike' as const })),
  ];
}

/**
 * The demo knowledge base: the articles of demo-articles-content.ts through the articles
 * repository (the search vector stays right), published by the demo moderator, with covers drawn
 * per article (in its category's colours), dates over the last four months and reactions from demo people.
 */
export async function seedDemoArticles(db: Db, storage: Storage, idOf: ReadonlyMap<string, number>) {
  const person = (email: string) => {
    const id = idOf.get(email);
    if (id === undefined) throw new Error(`demo articles: no demo account ${email}`);
    return id;
  };
  const categories = articleCategoryRows();
  const parents = categories.filter((c) => c.parentId === null);
  const placeOf = (a: DemoArticle) => {
    const index = parents.findIndex((c) => c.name === a.category);
    const parent = parents[index];
    const sub =
      a.subCategory === undefined
        ? null
        : categories.find((c) => c.parentId === parent?.id && c.name === a.subCategory);
    if (!parent || sub === undefined) throw new Error(`demo article "${a.title}": unknown category`);
    return { index, categoryId: parent.id, subCategoryId: sub ? sub.id : null };
  };

  const [covers, cashflow] = await Promise.all([
    Promise.all(demoArticles.map((a, n) => coverSet(storage, placeOf(a).index, n + 1))),
    storeJpeg(storage, cashFlowSvg()),
  ]);
  const figures = { cashflow };

  const moderator = person('moderator@example.com');
  const members = [...demoMembers.map((m) => m.email), 'mentee@example.com'].map(person);
  const captains = [...demoCaptains.map((c) => c.email), 'mentor@example.com'].map(person);
  const everyone = members.flatMap((m, i) => [m, ...(captains[i] === undefined ? [] : [captains[i]])]);
  const now = Date.now();
  /** That many days ago, at a working hour of its own (never later than now). */
  const at = (daysAgo: number, n: number) => {
    const d = new Date(now - daysAgo * DAY);
    d.setUTCHours(7 + ((n * 5) % 11), (n * 17) % 60, 0, 0);
    return d.getTime() < now ? d : new Date(now - 60_000);
  };

  await db.transaction(async (tx) => {
    const repo = articlesRepository(tx);
    const activity = articleActivityRepository(tx);
    for (const [n, a] of demoArticles.entries()) {
      const owner = person(a.author);
      const { categoryId, subCategoryId } = placeOf(a);
      const cover = covers[n]!;
      const assigned = (a.assignedMembers ?? []).map(person);
      const values = (title: string, text: string): VersionValues => {
        const body = sanitizeArticleBody(articleDocOf(text, figures));
        return {
          title,
          shortDescription: shortDescriptionOf(body),
          body,
          bodyText: articlePlainText(body),
          categoryId,
          subCategoryId,
          tags: a.tags,
          visibility: a.visibility,
          assignedMemberIds: a.visibility === '0' ? assigned : [],
          previewSmallImage: cover.small,
          previewBigImage: cover.big,
          bgImage: cover.big,
        };
      };
      const status = a.status ?? 'published';
      if (a.pendingEdit && status !== 'published') throw new Error(`demo article "${a.title}": edit`);
      if ((status === 'banned') !== (a.banReason !== undefined))
        throw new Error(`demo article "${a.title}": a ban reason is for a banned one`);

      // As the service does it: saved, or sent to the moderator who then decides.
      const sent = status === 'saved' ? 'saved' : 'pending';
      const id = await repo.insertArticle(owner, sent);
      const first = await repo.insertVersion(id, values(a.title, a.body));
      await repo.setCurrent(id, first, sent);
      if (status === 'published') {
        await repo.publish(id, first);
        await activity.recordDecision(id, moderator, 'published', null);
      } else if (a.banReason !== undefined) {
        await repo.ban(id, a.banReason, false);
        await activity.recordDecision(id, moderator, 'banned', a.banReason);
      }
      const edit =
        a.pendingEdit && (await repo.insertVersion(id, values(a.pendingEdit.title, a.pendingEdit.body)));
      if (edit) await repo.setCurrent(id, edit, 'pending');

      // Dates: written a few days before it was published (or saved, sent, refused).
      const when = at(a.daysAgo, n);
      const created = new Date(when.getTime() - (1 + (n % 3)) * DAY);
      const editedAt = a.pendingEdit ? at(a.pendingEdit.daysAgo, n) : null;
      await tx
        .update(articles)
        .set({
          createdAt: created,
          updatedAt: editedAt ?? when,
          ...(status === 'published' && { publishedAt: when }),
          ...((status === 'pending' || editedAt) && { submittedAt: editedAt ?? when }),
        })
        .where(eq(articles.id, id));
      await tx.update(articleVersions).set({ createdAt: created }).where(eq(articleVersions.id, first));
      if (edit)
        await tx.update(articleVersions).set({ createdAt: editedAt! }).where(eq(articleVersions.id, edit));
      if (status === 'published' || status === 'banned')
        await tx.update(articleDecisions).set({ createdAt: when }).where(eq(articleDecisions.articleId, id));

      if (status !== 'published') continue;
      const pool = a.visibility === '0' ? assigned : a.visibility === '3' ? captains : everyone;
      for (const r of reactionsOf(a, n, owner, pool)) await activity.react(id, r.id, r.kind, true);
    }
  });
}
