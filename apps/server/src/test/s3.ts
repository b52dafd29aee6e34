import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config';
import { s3Client } from '../lib/storage/s3';

export interface TestS3 {
  config: S3Config;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
  /** Starts it again on the same port and folder (after `stop`). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port of this machine, with one bucket. */
export async function startTestS3(bucket = 'keh-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'keh-s3-'));
  let port = 0;
  let server: S3rver;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = (await server.run()).port;
  };
  await start();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = s3Client(config);
  let running = true;
  return {
    config,
    async keys() {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).map((o) => o.Key ?? '');
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      if (!running) await start();
      running = true;
    },
    async close() {
      if (running) await server.close();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
