import { zipSync, type Zippable } from 'fflate';

/** A file of the person's in the ZIP: its path there, what it is, and its bytes. */
export interface ExportFile {
  path: string;
  use: string;
  data: Uint8Array;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Section titles of the README, in the order data.json holds them. */
export const SECTION_TITLES: Record<string, string> = {
  profile: 'Profile',
  details: 'Survey details',
  experience: 'Experience',
  skills: 'Skills',
  specialisms: 'Business specialisms',
  other_expertise: 'Other expertise',
  questionnaire: 'Assess Yourself questionnaire (current answers and every take)',
  agreements: 'Agreements',
  consents: 'What you agreed to',
  requests: 'Mentoring requests',
  mentorings: 'Mentorings (milestones, tasks and feed)',
  templates: 'Your templates',
  conversations: 'Chat conversations',
  events_created: 'Events you created',
  events_assigned: 'Events you were invited to',
  articles: 'Articles (every version)',
  reactions: 'Likes and dislikes',
  email_settings: 'E-mail settings',
  sign_ins: 'Sign-in history',
  linked_accounts: 'Linked accounts',
  support_queries: 'Queries you raised',
  files: 'Your files',
};

const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Any JSON value as nested HTML; every value is escaped. */
function render(value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (Array.isArray(value)) {
    if (!value.length) return '<span class="none">None</span>';
    if (depth > 6) return `<pre>${escapeHtml(JSON.stringify(value))}</pre>`;
    return `<ol>${value.map((v) => `<li>${render(v, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    if (depth > 6) return `<pre>${escapeHtml(JSON.stringify(value))}</pre>`;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return '<span class="none">None</span>';
    return `<dl>${entries
      .map(([k, v]) => `<dt>${escapeHtml(label(k))}</dt><dd>${render(v, depth + 1)}</dd>`)
      .join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

/** The human-readable index of data.json: a section for each part, and links to the files. */
export function readmeHtml(data: Record<string, unknown>, files: ExportFile[], made: Date): string {
  const profile = (data.profile ?? {}) as { first_name?: string; last_name?: string };
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const sections = Object.entries(data).filter(([key]) => key !== 'files' && key !== 'export');
  const toc = sections
    .map(
      ([key]) =>
        `<li><a href="#${escapeHtml(key)}">${escapeHtml(SECTION_TITLES[key] ?? label(key))}</a></li>`,
    )
    .join('');
  const body = sections
    .map(
      ([key, value]) =>
        `<section id="${escapeHtml(key)}"><h2>${escapeHtml(SECTION_TITLES[key] ?? label(key))}</h2>${render(value)}</section>`,
    )
    .join('');
  const fileList = files.length
    ? `<ul>${files
        .map(
          (f) => `<li><a href="${escapeHtml(f.path)}">${escapeHtml(f.path)}</a> (${escapeHtml(f.use)})</li>`,
        )
        .join('')}</ul>`
    : '<p class="none">None</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data — X-Forces Knowledge Exchange Hub</title>
<style>body{font-family:Arial,sans-serif;color:#1b2a4a;max-width:60rem;margin:auto;padding:1rem;line-height:1.4}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:.25rem 0}
dt{font-weight:bold}dd{margin:0;overflow-wrap:anywhere}ol{padding-left:1.5rem}li{margin:.25rem 0}
section{border-top:1px solid #ccc;margin-top:1.5rem}.none{color:#666}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Your data${name ? ` — ${escapeHtml(name)}` : ''}</h1>
<p>Everything the X-Forces Knowledge Exchange Hub holds about you, as of ${escapeHtml(made.toISOString())}.
The same data, for computers, is in <a href="data.json">data.json</a>. Your own files are listed at the end.
Other people appear only as they were shown to you: their names and pictures.</p>
<nav aria-label="Contents"><h2>Contents</h2><ol>${toc}<li><a href="#files">Your files</a></li></ol></nav>
${body}
<section id="files"><h2>Your files</h2>${fileList}</section>
</body></html>
`;
}

const STORED = new Set(['jpg', 'png', 'gif', 'webp', 'zip', 'docx']);

/** The ZIP: data.json, README.html and the person's files (already compressed ones stored as they are). */
export function buildZip(data: Record<string, unknown>, files: ExportFile[], made: Date): Uint8Array {
  const enc = new TextEncoder();
  const zippable: Zippable = {
    'data.json': enc.encode(JSON.stringify(data, null, 2)),
    'README.html': enc.encode(readmeHtml(data, files, made)),
  };
  for (const f of files) {
    const ext = f.path.split('.').pop() ?? '';
    zippable[f.path] = [f.data, { level: STORED.has(ext) ? 0 : 6 }];
  }
  return zipSync(zippable, { mtime: made });
}
