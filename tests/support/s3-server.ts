/**
 * A real S3-compatible server for the S3 driver's tests, on loopback ports of this machine:
 * s3rver (@20minutes/s3rver, a maintained fork that runs on Node 20) stores objects and verifies SigV4
 * header and presigned-URL signatures, serves Range GETs, copies and deletes. It accepts browser POST
 * uploads but does not enforce their policy, so a small gate in front of it does what S3 does with a
 * POST before storing anything: the policy's SigV4 signature, its expiry, every condition (exact
 * values, starts-with, content-length-range, the bucket) and no form field the policy does not name.
 * Everything else passes through unchanged, Host header included, so s3rver checks those signatures.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestS3 {
  /** http://127.0.0.1:<port> of the gate: the S3 endpoint the app and the "browser" use. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** POSTs the gate refused, with S3's error code, newest last. */
  refusals: { code: string; message: string }[];
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
interface AccountModule {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
}

const require = createRequire(import.meta.url);
// CommonJS without type definitions.
const S3rver = require('@20minutes/s3rver') as S3rverClass;
const accounts = require('@20minutes/s3rver/lib/models/account') as AccountModule;

/** Form fields S3 does not require a condition for. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

type Condition = Record<string, unknown> | unknown[];

class Refusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** Judges a browser POST the way S3 documents it, or throws the refusal S3 would answer. */
function checkPost(form: FormData, bucket: string, secrets: Map<string, string>, region: string): void {
  const fields = new Map<string, string>();
  let fileSize = -1;
  for (const [name, value] of form) {
    if (fileSize >= 0) break; // S3 ignores everything after the file
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name === 'file') fileSize = value.size;
  }
  if (fileSize < 0) throw new Refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') throw new Refusal(400, 'InvalidArgument', 'Unsupported x-amz-algorithm');
  const [accessKeyId = '', day = '', scopeRegion, service, terminator] = (fields.get('x-amz-credential') ?? '').split('/');
  const secret = secrets.get(accessKeyId);
  if (!secret) throw new Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request') throw new Refusal(400, 'AuthorizationHeaderMalformed', 'Wrong credential scope');
  const policy = fields.get('policy') ?? '';
  const expected = Buffer.from(hmac(hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request'), policy).toString('hex'));
  const given = Buffer.from(fields.get('x-amz-signature') ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: Condition[] };
  if (!(Date.parse(document.expiration) > Date.now())) throw new Refusal(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');

  const valueOf = (name: string): string | undefined => (name === 'bucket' ? bucket : fields.get(name));
  const named = new Set<string>();
  for (const condition of document.conditions) {
    const [operator, rawName, expectedValue] = Array.isArray(condition) ? condition : ['eq', `$${Object.keys(condition)[0]}`, Object.values(condition)[0]];
    if (operator === 'content-length-range') {
      if (fileSize > Number(expectedValue)) throw new Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      if (fileSize < Number(rawName)) throw new Refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      continue;
    }
    const name = String(rawName).replace(/^\$/, '').toLowerCase();
    named.add(name);
    const actual = valueOf(name) ?? '';
    const fits = operator === 'eq' ? actual === expectedValue : operator === 'starts-with' ? actual.startsWith(String(expectedValue)) : false;
    if (!fits) throw new Refusal(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = [...fields.keys()].filter((name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  if (extra.length > 0) throw new Refusal(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
}

const errorXml = (code: string, message: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Message></Error>`;

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new Refusal(400, 'MaxPostPreDataLengthExceeded', 'Your POST request fields preceeding the upload file was too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startTestS3(options: { bucket?: string; region?: string } = {}): Promise<TestS3> {
  const bucket = options.bucket ?? 'portal-test';
  const region = options.region ?? 'eu-central-1';
  const accessKeyId = 'PORTALTESTKEY';
  const secretAccessKey = 'portal-test-secret/of+some/length';
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const secrets = new Map([[accessKeyId, secretAccessKey]]);

  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: backendPort } = await s3rver.run();
  const refusals: TestS3['refusals'] = [];

  const forward = (request: IncomingMessage, response: ServerResponse, body?: Buffer) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: backendPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => response.destroy(error));
    if (body) upstream.end(body);
    else request.pipe(upstream);
  };

  const gate: Server = createServer((request, response) => {
    const isBrowserPost = request.method === 'POST' && (request.url ?? '').split('?')[0]?.replace(/\/$/, '') === `/${bucket}`
      && (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
    if (!isBrowserPost) return forward(request, response);
    void (async () => {
      try {
        const body = await readBody(request, 64 * 1024 * 1024);
        const form = await new Request('http://gate/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
        checkPost(form, bucket, secrets, region);
        forward(request, response, body);
      } catch (error) {
        const refusal = error instanceof Refusal ? error : new Refusal(400, 'MalformedPOSTRequest', String(error));
        refusals.push({ code: refusal.code, message: refusal.message });
        response.writeHead(refusal.status, { 'content-type': 'application/xml' }).end(errorXml(refusal.code, refusal.message));
      }
    })();
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    region, bucket, accessKeyId, secretAccessKey, refusals,
    async close() {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
