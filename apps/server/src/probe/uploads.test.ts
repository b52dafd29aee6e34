import { afterAll, describe, expect, it } from 'vitest';
import { allowedCaller, openProbe, realParams } from '../test/probe/matrix';
import { fillPath } from '../test/probe/routes';
import {
  judgeUpload,
  storedImageProblem,
  uploadBase,
  uploadCorpus,
  uploadRequest,
  uploadTargets,
  type UploadCase,
} from '../test/probe/corpus';

/**
 * The upload corpus against every file field of the OpenAPI document: wrong magic bytes,
 * polyglots, SVG, a pixel bomb, paths and look-alike objects in file fields, oversize and empty
 * files. Refused with a 4xx naming the field and nothing stored, or stored only as the server's
 * own re-encoding; never a 5xx.
 */
const probe = await openProbe();
afterAll(() => probe.close());
const targets = uploadTargets(probe.operations);
const { cases, real } = await uploadCorpus();

it('finds the file fields: avatar, cover, CV on the profile and at registration, article documents', () => {
  expect(targets.map((t) => `${t.op.name} ${t.field}`).sort()).toEqual(
    expect.arrayContaining([
      'POST /api/auth/mentee/registration avatar',
      'POST /api/auth/mentee/registration cv',
      'POST /api/auth/mentor/registration avatar',
      'POST /api/mentee/profile/avatar avatar',
      'POST /api/mentee/profile/bg-image bg_image',
      'POST /api/mentee/profile/details cv',
      'POST /api/mentor/profile/avatar avatar',
      'POST /api/mentor/profile/bg-image bg_image',
      'POST /api/mentor/profile/details cv',
      'POST /api/mentor/articles/upload_file file',
    ]),
  );
});

describe.each(targets.map((t) => ({ ...t, title: `${t.op.name} ${t.field}` })))('$title', (target) => {
  it('refuses what is not a real file and stores only what it re-encoded', async () => {
    const who = allowedCaller(target.op);
    const url = fillPath(target.op, (await realParams(target.op, probe.make)).values);
    const wrong: string[] = [];
    const sent = (x: UploadCase) =>
      !x.kind || x.kind === target.kind || (x.kind === 'pdf' && target.kind === 'document');
    for (const c of cases.filter(sent)) {
      const base = await uploadBase(probe, target, who, real);
      const request = uploadRequest(target, c, base.fields, base.otherFiles);
      const res = await probe.call.send(who, { method: 'POST', url, ...request });
      const ok = res.status >= 200 && res.status < 300;
      const problem =
        judgeUpload(c, target.field, res) ??
        (ok && c.expect === 'cleaned' ? await storedImageProblem(probe, target.field, res.body) : null) ??
        (ok ? null : await base.unchanged());
      if (problem) wrong.push(`${c.name}: ${problem}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
