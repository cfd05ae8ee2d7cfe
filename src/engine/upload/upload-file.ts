/**
 * The default `uploadFile`: a POST policy upload straight to object storage. XMLHttpRequest rather
 * than fetch, because only XHR reports upload progress. The file goes LAST: object storage ignores
 * fields after the file.
 *
 * The policy says what to send: its `fields` (an S3 SigV4 policy) or, without them, the OSS fields.
 * With a `confirm` address the storage answers with no body (S3 says 204), so the client then tells
 * the portal which key it uploaded, and the portal checks the file and answers with the stored object.
 */
import type { SignedPolicy, UploadedObject } from '../services';

/**
 * A file name safe inside an object key: only what every object store signs alike and the portal's
 * key check accepts (ASCII letters, digits, dot, dash, underscore). The real name travels separately.
 */
export const safeFileName = (name: string): string => {
  const cleaned = name.trim().replace(/[^A-Za-z0-9._-]+/g, '_');
  return cleaned.slice(-120) || 'file';
};

/** A key unique per upload, so two files of the same name never overwrite each other. */
export const objectKey = (dir: string, name: string, unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`): string =>
  `${dir.endsWith('/') ? dir : `${dir}/`}${unique}-${safeFileName(name)}`;

export function uploadFormData(signed: SignedPolicy, file: File, key = objectKey(signed.dir, file.name)): FormData {
  const form = new FormData();
  form.append('key', key);
  const fields = signed.fields ?? { policy: signed.policy, OSSAccessKeyId: signed.accessid, signature: signed.signature, 'x:user': signed.uploader };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

interface UploadEnvelope { code?: number; message?: string; data?: UploadedObject }

/** The message of an object storage error document (<Error><Message>…</Message></Error>). */
const storageMessage = (text: string): string | undefined => /<Message>([^<]*)<\/Message>/.exec(text)?.[1];

function parseEnvelope(text: string): UploadEnvelope | undefined {
  try { return JSON.parse(text) as UploadEnvelope; } catch { return undefined; }
}

/** Tells the portal which key was uploaded; it answers with the stored object or why it refused it. */
export async function confirmUpload(signed: SignedPolicy, key: string, name: string, signal?: AbortSignal): Promise<UploadedObject> {
  const response = await fetch(signed.confirm ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, name, policy: signed.policy, signature: signed.signature }),
    credentials: 'same-origin',
    signal,
  });
  const body = parseEnvelope(await response.text());
  if (body?.code === 1 && body.data) return body.data;
  throw new Error(body?.message || `HTTP ${response.status}`);
}

export function xhrUploadFile(signed: SignedPolicy, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedObject> {
  const key = objectKey(signed.dir, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signed.host);
    xhr.responseType = 'text';
    // Storage answers the portal's progress bar; the confirm step is the last sliver of it.
    const scale = signed.confirm ? 0.95 : 1;
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress((event.loaded / event.total) * scale); };
    xhr.onerror = () => reject(new Error(xhr.statusText || 'network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      if (signed.confirm) {
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(new Error(storageMessage(xhr.responseText) || `HTTP ${xhr.status}`));
          return;
        }
        confirmUpload(signed, key, file.name, signal).then((stored) => {
          onProgress(1);
          resolve(stored);
        }, reject);
        return;
      }
      const body = parseEnvelope(xhr.responseText);
      if (body?.code === 1 && body.data) {
        onProgress(1);
        resolve(body.data);
      } else {
        reject(new Error(body?.message || `HTTP ${xhr.status}`));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadFormData(signed, file, key));
  });
}
