import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import type { S3Config } from '../../config';
import { isStorageKey, StorageUnavailableError, type Storage, type StorageArea } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The S3 client for a configuration (also used by `npm run storage:migrate`). */
export function s3Client(c: S3Config) {
  return new S3Client({
    region: c.region,
    ...(c.endpoint && { endpoint: c.endpoint }),
    forcePathStyle: c.forcePathStyle,
    ...(c.accessKeyId &&
      c.secretAccessKey && {
        credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
      }),
    // A store that does not answer must not hold a request for long (the balancer's timeout).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 2,
  });
}

/** A network failure or a 5xx from the store: the caller answers 503, not 500. */
const unavailable = (err: unknown) =>
  !(err instanceof S3ServiceException) || (err.$metadata.httpStatusCode ?? 500) >= 500
    ? new StorageUnavailableError(err)
    : err;

/**
 * Files in an S3-compatible bucket under the same keys as on disk (`images/…`, `files/…`,
 * `documents/…`). Nothing is public in the bucket: the server reads an object and serves it with
 * its own headers and checks, so public images keep their URLs and CVs stay private.
 */
export function createS3Storage(c: S3Config): Storage {
  const s3 = s3Client(c);
  const Bucket = c.bucket;
  return {
    async put(area: StorageArea, ext: string, data: Buffer) {
      const key = `${area}/${randomBytes(16).toString('hex')}.${ext}`;
      await s3
        .send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          }),
        )
        .catch((err: unknown) => {
          throw unavailable(err);
        });
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as S3ServiceException).$metadata?.httpStatusCode === 404)
          return null;
        throw unavailable(err);
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((err: unknown) => {
        throw unavailable(err);
      });
    },
    publicUrl: (key) => `/uploads/${key}`,
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket })).catch((err: unknown) => {
        throw unavailable(err);
      });
    },
    close: () => s3.destroy(),
  };
}
