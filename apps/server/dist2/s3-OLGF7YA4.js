import {
  StorageUnavailableError,
  isStorageKey
} from "./chunk-QVOOSWZJ.js";
import "./chunk-RAPJ3XLV.js";

// src/lib/storage/s3.ts
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException
} from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
var CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
};
function s3Client(c) {
  return new S3Client({
    region: c.region,
    ...c.endpoint && { endpoint: c.endpoint },
    forcePathStyle: c.forcePathStyle,
    ...c.accessKeyId && c.secretAccessKey && {
      credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey }
    },
    // A store that does not answer must not hold a request for long (the balancer's timeout).
    requestHandler: { connectionTimeout: 3e3, requestTimeout: 15e3 },
    maxAttempts: 2
  });
}
var unavailable = (err) => !(err instanceof S3ServiceException) || (err.$metadata.httpStatusCode ?? 500) >= 500 ? new StorageUnavailableError(err) : err;
function createS3Storage(c) {
  const s3 = s3Client(c);
  const Bucket = c.bucket;
  return {
    async put(area, ext, data) {
      const key = `${area}/${randomBytes(16).toString("hex")}.${ext}`;
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: CONTENT_TYPES[ext] ?? "application/octet-stream"
        })
      ).catch((err) => {
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
        if (err instanceof NoSuchKey || err.$metadata?.httpStatusCode === 404)
          return null;
        throw unavailable(err);
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((err) => {
        throw unavailable(err);
      });
    },
    publicUrl: (key) => `/uploads/${key}`,
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket })).catch((err) => {
        throw unavailable(err);
      });
    },
    close: () => s3.destroy()
  };
}
export {
  createS3Storage,
  s3Client
};
//# sourceMappingURL=s3-OLGF7YA4.js.map
