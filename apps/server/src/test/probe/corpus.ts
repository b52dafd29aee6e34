import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { readdirSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import {
  ARTICLE_IMAGE_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  EDITOR_IMAGE_MAX_BYTES,
  EVENT_PHOTO_MAX_BYTES,
} from '@keh/contracts';
import type { ProbeCaller } from '../../plugins/auth';
import { menteeFields, mentorFields, png, verifyEmail } from '../fixtures';
import { officeCases, pdfCases } from '../document-makers';
import { eventFields } from './content-makers';
import { PNG_SIGNATURE, pngBomb } from './png-bomb';
import type { Probe } from './matrix';
import type { Operation } from './routes';

/**
 * The upload corpus: what people put in file fields that is not the file asked for. Every file
 * field of the OpenAPI document (a `format: binary` property of a multipart body) gets every case.
 */

/** An image, a CV (PDF), or an article's document (PDF, .docx or .doc). */
export type FileKind = 'image' | 'pdf' | 'document';
export interface UploadTarget {
  op: Operation;
  field: string;
  kind: FileKind;
}

/** Every file field of every route, read from the OpenAPI document: CVs, documents (`file`) and images. */
export function uploadTargets(operations: Operation[]): UploadTarget[] {
  return operations.flatMap((op) => {
    const schema = op.body?.['multipart/form-data'];
    return Object.entries(schema?.properties ?? {})
      .filter(([, s]) => s.format === 'binary' || Object.keys(s).length === 0)
      .map(([field]) => ({
        op,
        field,
        kind:
          field === 'cv' ? ('pdf' as const) : field === 'file' ? ('document' as const) : ('image' as const),
      }));
  });
}

async function pdfDocument(script?: string) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('CV', { x: 20, y: 100 });
  if (script) {
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save());
}

export interface UploadCase {
  name: string;
  /** The fields it is sent to: every field when unset; a 'pdf' case also goes to document fields. */
  kind?: FileKind;
  /** How the value travels: as a file part, or as text in JSON, a form body or a multipart text part. */
  as: 'file' | 'json' | 'form' | 'text';
  value: Buffer | string | object;
  type?: string;
  filename?: string;
  /** Padded past the field's own size limit (FILE_LIMITS) when sent. */
  oversize?: boolean;
  /** The control sent to a field that needs a larger image (MIN_SIDE_FIELDS). */
  large?: Buffer;
  /**
   * 'refused': a 4xx naming the field (or 413/400), nothing stored. 'accepted': a real file (the
   * control). 'cleaned': may be stored, but only as the server's own re-encoding.
   */
  expect: 'refused' | 'accepted' | 'cleaned';
}

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
const pad = (data: Buffer, size: number) => Buffer.concat([data, Buffer.alloc(size - data.length, 0x20)]);

/** Fields whose images must be at least 500 px a side (the event photo). */
const MIN_SIDE_FIELDS = new Set(['event_photo']);

/** Each file field's size limit (docs/product/validation.md); 500 KB for the rest. */
export const FILE_LIMITS: Record<string, number> = {
  preview_big_image: ARTICLE_IMAGE_MAX_BYTES,
  bg_image: ARTICLE_IMAGE_MAX_BYTES,
  image: EDITOR_IMAGE_MAX_BYTES,
  file: DOCUMENT_MAX_BYTES,
  event_photo: EVENT_PHOTO_MAX_BYTES,
};
const limitOf = (field: string, path: string) =>
  // The profile's cover is 500 KB; the article's background 15 MB.
  field === 'bg_image' && !path.includes('/articles') ? 500_000 : (FILE_LIMITS[field] ?? 500_000);

/** The corpus, and a real file of each kind: built once per test file (the bomb and the PDFs take a moment). */
export async function uploadCorpus(): Promise<{ cases: UploadCase[]; real: Record<FileKind, Buffer> }> {
  const [realPng, largePng, realPdf, scriptPdf] = await Promise.all([
    png(32, 32),
    png(600, 600),
    pdfDocument(),
    pdfDocument('app.alert(1)'),
  ]);
  const dir = os.tmpdir();
  const pngPath = path.join(dir, 'keh-probe-real.png');
  const pdfPath = path.join(dir, 'keh-probe-real.pdf');
  writeFileSync(pngPath, realPng);
  writeFileSync(pdfPath, realPdf);
  const real = { image: realPng, pdf: realPdf, document: realPdf };
  const pdfs = await pdfCases();
  const office = officeCases();
  const file = (name: string, value: Buffer, more: Partial<UploadCase> = {}): UploadCase => ({
    name,
    as: 'file',
    value,
    expect: 'refused',
    ...more,
  });
  const both = (kind: FileKind): UploadCase[] => [
    file(`a real ${kind} (control)`, real[kind], { expect: 'accepted', large: largePng }),
    file('zero bytes', Buffer.alloc(0)),
    file('over the size limit', real[kind], { oversize: true }),
    file('HTML named as the file', Buffer.from(HTML), {
      type: kind === 'pdf' ? 'application/pdf' : 'image/png',
    }),
    file('SVG with script', Buffer.from(SVG), { type: 'image/svg+xml', filename: 'a.svg' }),
    file('GIF magic bytes', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    file(
      'Windows executable',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1'),
    ),
  ];
  const asText = (name: string, value: string | object): UploadCase[] =>
    (['json', 'form', 'text'] as const)
      .filter((as) => as === 'json' || typeof value === 'string')
      .map((as) => ({ name: `${name} as ${as}`, as, value, expect: 'refused' as const }));
  const cases: UploadCase[] = [
    ...both('image').map((c) => ({ ...c, kind: 'image' as const })),
    ...both('pdf').map((c) => ({ ...c, kind: 'pdf' as const })),
    // PDFs that do something when opened (CVs and documents alike), and the links they may carry.
    ...Object.entries(pdfs.harmful).map(([name, value]) => file(`PDF with ${name}`, value, { kind: 'pdf' })),
    ...Object.entries(pdfs.harmless).map(([name, value]) =>
      file(`PDF with ${name}`, value, { kind: 'pdf', expect: 'accepted' }),
    ),
    // Word documents (documents only)
    ...Object.entries(office.harmful).map(([name, value]) => file(name, value, { kind: 'document' })),
    ...Object.entries(office.harmless).map(([name, value]) =>
      file(name, value, { kind: 'document', expect: 'accepted' }),
    ),
    // Images
    file('PNG signature then HTML', Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML)]), { kind: 'image' }),
    file('PDF named .png', realPdf, { kind: 'image' }),
    file('a 20000×20000 px PNG bomb', pngBomb(20_000), { kind: 'image' }),
    file('a 10000×10000 px PNG bomb (past our cap, under sharp’s own)', pngBomb(10_000), { kind: 'image' }),
    file('a real PNG with HTML after it', Buffer.concat([realPng, Buffer.from(HTML)]), {
      kind: 'image',
      expect: 'cleaned',
    }),
    file('a real PNG named ../../../etc/passwd', realPng, {
      kind: 'image',
      filename: '../../../etc/passwd',
      expect: 'cleaned',
    }),
    // PDFs
    file('PDF header then HTML', Buffer.from(`%PDF-1.4\n${HTML}\n%%EOF\n`), { kind: 'pdf' }),
    file('PDF with a JavaScript open action', scriptPdf, { kind: 'pdf' }),
    file('a PNG named cv.pdf', realPng, { kind: 'pdf', type: 'application/pdf', filename: 'cv.pdf' }),
    // Not files at all
    ...asText('/etc/passwd', '/etc/passwd'),
    ...asText('the path of a real PNG', pngPath),
    ...asText('the path of a real PDF', pdfPath),
    ...asText('file:// URL', `file://${pngPath}`),
    ...asText('a data: URL', `data:image/png;base64,${realPng.toString('base64')}`),
    ...asText('{"byteLength":5}', { byteLength: 5 }),
    ...asText('a serialised Buffer', JSON.parse(JSON.stringify(realPng)) as object),
    ...asText('an array of bytes', [...realPng]),
  ];
  return { cases, real };
}

/**
 * One corpus case as a request: the route's other fields, real files in its other file fields, and
 * the case's value in the field under test.
 */
export function uploadRequest(
  target: UploadTarget,
  c: UploadCase,
  fields: Record<string, string | string[]>,
  otherFiles: Record<string, { data: Buffer; kind: FileKind }> = {},
): Pick<InjectOptions, 'payload' | 'headers'> {
  const { field } = target;
  if (c.as === 'json')
    return {
      payload: JSON.stringify({ ...fields, [field]: c.value }),
      headers: { 'content-type': 'application/json' },
    };
  const entries = Object.entries(fields).flatMap(([k, v]) => [v].flat().map((x): [string, string] => [k, x]));
  if (c.as === 'form') {
    const form = new URLSearchParams([...entries, [field, String(c.value)]]);
    return { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  const form = new FormData();
  const addFile = (name: string, data: Buffer, kind: FileKind, type?: string, filename?: string) =>
    form.append(
      name,
      new Blob([new Uint8Array(data)], {
        type: type ?? (kind === 'image' ? 'image/png' : 'application/pdf'),
      }),
      filename ?? (kind === 'image' ? 'image.png' : 'cv.pdf'),
    );
  for (const [k, v] of entries) form.append(k, v);
  for (const [k, f] of Object.entries(otherFiles)) addFile(k, f.data, f.kind);
  if (c.as === 'text') form.append(field, String(c.value));
  else {
    const data = c.large && MIN_SIDE_FIELDS.has(field) ? c.large : (c.value as Buffer);
    const value = c.oversize ? pad(data, limitOf(field, target.op.path) + 100_000) : data;
    addFile(field, value, target.kind, c.type, c.filename);
  }
  return { payload: form as never };
}

/** What a stored image must look like: a server-made name, and bytes the server encoded. */
export const STORED_IMAGE = /^\/uploads\/images\/[a-f0-9]{32}\.(png|jpg|gif)$/;
export const isEncodedImage = (data: Buffer) =>
  (data.subarray(0, 8).equals(PNG_SIGNATURE) ||
    data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    data.subarray(0, 4).toString('latin1') === 'GIF8') &&
  !/<script|<html|<svg/i.test(data.toString('latin1'));

/** The answer a corpus case must get; null when it got it. */
export function judgeUpload(c: UploadCase, field: string, res: { status: number; body: string }) {
  const ok = res.status >= 200 && res.status < 300;
  if (res.status >= 500) return `status ${res.status}`;
  if (c.expect === 'accepted')
    return ok ? null : `the control was refused: ${res.status} ${res.body.slice(0, 200)}`;
  if (ok) return c.expect === 'cleaned' ? null : `accepted with ${res.status}`;
  if ([401, 403, 404, 429].includes(res.status)) return `status ${res.status}`;
  if (res.status !== 422) return null;
  const errors = (JSON.parse(res.body) as { errors?: Record<string, string[]> }).errors ?? {};
  return errors[field] ? null : `422 without a message for ${field}: ${res.body.slice(0, 200)}`;
}

let registrations = 0;

/**
 * What a route needs besides the file under test, and a check that a refused upload changed
 * nothing: for a registration a freshly verified address (still free afterwards), for a profile
 * call the caller's own details (images and CV unchanged afterwards, never a path as an image).
 */
export async function uploadBase(
  probe: Probe,
  target: UploadTarget,
  who: ProbeCaller,
  real: Record<FileKind, Buffer>,
) {
  const otherFiles = Object.fromEntries(
    uploadTargets([target.op])
      .filter((t) => t.field !== target.field)
      .map((t) => [t.field, { data: real[t.kind], kind: t.kind }]),
  );
  const role = /\/auth\/(mentor|mentee)\/registration$/.exec(target.op.path)?.[1];
  if (role) {
    const email = `probe-upload-${++registrations}@example.com`;
    await verifyEmail(probe.app, email);
    const free = async () =>
      (await probe.call.send('guest', { method: 'POST', url: '/api/tools/check-email', payload: { email } }))
        .status === 200;
    return {
      fields: role === 'mentee' ? menteeFields(email) : mentorFields(email),
      otherFiles,
      unchanged: async () => ((await free()) ? null : 'an account was made'),
    };
  }
  if (target.op.path.includes('/mentor/articles')) return articleBase(probe, target, who, otherFiles);
  if (/\/mentor\/events?\b/.test(target.op.path)) return eventBase(probe, who);
  const profile = async () =>
    JSON.parse((await probe.call.send(who, { method: 'GET', url: '/api/user/profile' })).body).data as Record<
      string,
      string | null
    >;
  const before = await profile();
  const files = (p: Record<string, string | null>) => JSON.stringify([p.avatar, p.bg_image, p.cv]);
  return {
    fields: (target.op.path.endsWith('/details')
      ? { first_name: before.first_name!, last_name: before.last_name!, email: before.email! }
      : {}) as Record<string, string>,
    otherFiles,
    unchanged: async () => {
      const after = await profile();
      const bad = [after.avatar, after.bg_image].find((url) => url !== null && !STORED_IMAGE.test(url!));
      if (bad) return `the profile now shows ${bad} as an image`;
      return files(after) === files(before) ? null : `stored something: ${files(before)} → ${files(after)}`;
    },
  };
}

/** The files under the storage's public folders (article uploads leave nothing else to compare). */
function storedFiles(probe: Probe) {
  const root = (probe.app.storage as { root?: string }).root;
  if (!root) return 0;
  const inside = (dir: string) => {
    try {
      return readdirSync(path.join(root, dir)).length;
    } catch {
      return 0;
    }
  };
  return inside('images') + inside('documents');
}

/** Article routes: the save payload's other fields; a refusal stores no file and changes no article. */
async function articleBase(
  probe: Probe,
  target: UploadTarget,
  who: ProbeCaller,
  otherFiles: Record<string, { data: Buffer; kind: FileKind }>,
) {
  const mine = async () =>
    (await probe.call.send(who, { method: 'GET', url: '/api/mentor/articles?limit=50' })).body;
  const [before, files] = [await mine(), storedFiles(probe)];
  const saves = !/upload_(image|file)$/.test(target.op.path);
  return {
    fields: (saves
      ? {
          title: 'Probe article',
          body: JSON.stringify({
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Probe' }] }],
          }),
          category_id: '1',
          tags: 'probe',
          visibility: '1',
          draft: '1',
        }
      : {}) as Record<string, string>,
    otherFiles: saves ? otherFiles : {},
    unchanged: async () => {
      if (storedFiles(probe) !== files) return 'a file was stored';
      return (await mine()) === before ? null : 'an article changed';
    },
  };
}

/** Event routes: the form's other fields; a refusal stores no file and changes no event. */
async function eventBase(probe: Probe, who: ProbeCaller) {
  const start = Math.floor(Date.now() / 60_000 + 7 * 24 * 60) * 60;
  const mine = async () =>
    (
      await probe.call.send(who, {
        method: 'GET',
        url: `/api/user/events?date=${start - 86_400}&until=${start + 86_400}`,
      })
    ).body;
  const [before, files] = [await mine(), storedFiles(probe)];
  return {
    fields: eventFields(start),
    otherFiles: {},
    unchanged: async () => {
      if (storedFiles(probe) !== files) return 'a file was stored';
      return (await mine()) === before ? null : 'an event changed';
    },
  };
}

/** An image a 'cleaned' case stored: it must be the server's own re-encoding, served as such. */
export async function storedImageProblem(probe: Probe, field: string, body: string) {
  const url = (JSON.parse(body) as { data: Record<string, unknown> }).data[field];
  if (typeof url !== 'string' || !STORED_IMAGE.test(url)) return `stored under ${String(url)}`;
  const res = await probe.app.inject({ method: 'GET', url });
  if (res.headers['x-content-type-options'] !== 'nosniff') return `${url} is served without nosniff`;
  return isEncodedImage(res.rawPayload) ? null : `${url} holds what was sent, not a re-encoding`;
}
