import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { pdf, png } from '../../test/fixtures';
import { startTestS3, type TestS3 } from '../../test/s3';
import { createDiskStorage } from './storage';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3('keh-migrate');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-migrate-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Asynchronously: the S3 server runs in this process and must go on answering meanwhile.
const migrate = () =>
  promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules/.bin/node'),
    ['--import', 'tsx', 'scripts/storage-migrate.ts'],
    {
      cwd: REPO_ROOT,
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        S3_ENDPOINT: s3.config.endpoint!,
        S3_BUCKET: s3.config.bucket,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
        S3_FORCE_PATH_STYLE: 'true',
      },
    },
  );

describe('npm run storage:migrate', () => {
  it('copies the disk store into the bucket under the same keys, and again copies nothing', async () => {
    const disk = createDiskStorage(dataDir);
    const keys = [
      await disk.put('images', 'png', await png(40, 40)),
      await disk.put('files', 'pdf', pdf()),
      await disk.put('documents', 'pdf', pdf()),
    ];
    expect((await migrate()).stdout).toContain('3 copied, 0 already');
    expect((await s3.keys()).sort()).toEqual([...keys].sort());
    expect((await migrate()).stdout).toContain('0 copied, 3 already');
  }, 150_000);
});
