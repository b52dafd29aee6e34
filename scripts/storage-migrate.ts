// npm run storage:migrate: copies the files stored on disk (DATA_DIR/uploads) into the bucket that
// S3_* names, under the same keys, so the server can switch to object storage with every picture,
// CV and document in place. Idempotent: an object already there with the same size is left alone,
// so a run that stopped half-way can simply be run again.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { s3Client } from '../apps/server/src/lib/storage/s3';
import { isStorageKey } from '../apps/server/src/lib/storage/storage';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY…) first.');
  process.exit(1);
}
const root = path.join(config.dataDir ?? 'data', 'uploads');
const s3 = s3Client(config.s3);
const Bucket = config.s3.bucket;

async function sizeInBucket(Key: string) {
  try {
    return (await s3.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? -1;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw err;
  }
}

let copied = 0;
let kept = 0;
for (const area of ['images', 'files', 'documents']) {
  const names = await readdir(path.join(root, area)).catch(() => [] as string[]);
  for (const name of names) {
    const key = `${area}/${name}`;
    if (!isStorageKey(key)) continue; // scaled copies and strays are not stored files
    const file = path.join(root, key);
    if ((await sizeInBucket(key)) === (await stat(file)).size) {
      kept++;
      continue;
    }
    await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: await readFile(file) }));
    copied++;
  }
}
s3.destroy();
console.log(`storage:migrate: ${copied} copied, ${kept} already in ${Bucket} (from ${root})`);
