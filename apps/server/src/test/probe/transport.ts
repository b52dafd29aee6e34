import type { InjectOptions } from 'fastify';

/**
 * Malformed transport: bodies broken before any schema sees them (invalid or hostile JSON, wrong
 * content types, multipart without boundary or cut short, oversize). Each must get a 4xx with a JSON
 * message, never a 5xx.
 */

const CRLF = '\r\n';
const part = (name: string, value: string, file = false) =>
  `--probe${CRLF}Content-Disposition: form-data; name="${name}"${file ? '; filename="a.png"' : ''}${CRLF}` +
  `${file ? `Content-Type: image/png${CRLF}` : ''}${CRLF}${value}${CRLF}`;
const multipart = (body: string) => ({
  payload: body,
  headers: { 'content-type': 'multipart/form-data; boundary=probe' },
});
const typed = (type: string, payload: string | Buffer) => ({ payload, headers: { 'content-type': type } });

export interface TransportCase {
  name: string;
  request: () => Pick<InjectOptions, 'payload' | 'headers'>;
  /** Broken beyond reading: must be refused (4xx). Otherwise any answer but a 5xx will do. */
  refused: boolean;
}

/** Bodies that are broken as transport, before any schema sees them. */
export const MALFORMED: readonly TransportCase[] = [
  { name: 'invalid JSON', refused: true, request: () => typed('application/json', '{"email": "a@b.c",') },
  {
    name: 'JSON that is not an object',
    refused: true,
    request: () => typed('application/json', '[1,"a",null]'),
  },
  { name: 'JSON null', refused: false, request: () => typed('application/json', 'null') },
  {
    name: 'JSON with __proto__',
    refused: true,
    request: () => typed('application/json', '{"__proto__":{"x":1}}'),
  },
  {
    name: 'JSON nested 100000 deep',
    refused: true,
    request: () => typed('application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  },
  { name: 'empty JSON body', refused: false, request: () => typed('application/json', '') },
  {
    name: 'JSON in an unknown charset',
    refused: false,
    request: () => typed('application/json; charset=utf-7', '{}'),
  },
  { name: 'text/plain', refused: true, request: () => typed('text/plain', 'hello') },
  { name: 'XML', refused: true, request: () => typed('application/xml', '<a>1</a>') },
  { name: 'a made-up content type', refused: true, request: () => typed('x/\u0000y', '{}') },
  {
    name: 'a body over 1 MB',
    refused: true,
    request: () => typed('application/json', `{"a":"${'x'.repeat(1_100_000)}"}`),
  },
  {
    name: 'a content-length that lies',
    refused: true,
    request: () => ({
      ...typed('application/json', '{}'),
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    }),
  },
  {
    name: 'gzip that is not',
    refused: false,
    request: () => ({
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    }),
  },
  {
    name: 'form body with broken percent-encoding',
    refused: false,
    request: () => typed('application/x-www-form-urlencoded', 'a=%E0%A4%A&b=%&c=%ZZ'),
  },
  {
    name: 'multipart without a boundary',
    refused: true,
    request: () => typed('multipart/form-data', part('a', 'b') + '--probe--' + CRLF),
  },
  {
    name: 'truncated multipart',
    refused: true,
    request: () =>
      multipart(
        (part('first_name', 'Ann') + part('avatar', '\x89PNG\r\n\x1a\n' + 'x'.repeat(500), true)).slice(
          0,
          300,
        ),
      ),
  },
  {
    name: 'multipart with a part without a name',
    refused: false,
    request: () => multipart(`--probe${CRLF}Content-Type: text/plain${CRLF}${CRLF}x${CRLF}--probe--${CRLF}`),
  },
  { name: 'empty multipart', refused: false, request: () => multipart('') },
  {
    name: 'multipart with eleven files',
    refused: true,
    request: () =>
      multipart(Array.from({ length: 11 }, (_, i) => part(`f${i}`, 'x', true)).join('') + `--probe--${CRLF}`),
  },
  {
    name: 'multipart with a 2 MB file',
    refused: true,
    request: () => multipart(part('avatar', 'x'.repeat(2_000_000), true) + `--probe--${CRLF}`),
  },
];
