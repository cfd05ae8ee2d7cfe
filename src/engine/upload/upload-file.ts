/**
 * The default `uploadFile`: an OSS-style POST policy upload. XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress. The file goes LAST: object storage ignores fields
 * after the file.
 */
import type { SignedPolicy, UploadedObject } from '../services';

/** A file name safe inside an object key: no path separators, no control characters. */
export const safeFileName = (name: string): string => {
  const cleaned = [...name].map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char)).join('').trim();
  return cleaned.slice(-120) || 'file';
};

/** A key unique per upload, so two files of the same name never overwrite each other. */
export const objectKey = (dir: string, name: string, unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`): string =>
  `${dir.endsWith('/') ? dir : `${dir}/`}${unique}-${safeFileName(name)}`;

export function uploadFormData(signed: SignedPolicy, file: File, key = objectKey(signed.dir, file.name)): FormData {
  const form = new FormData();
  form.append('key', key);
  form.append('policy', signed.policy);
  form.append('OSSAccessKeyId', signed.accessid);
  form.append('signature', signed.signature);
  form.append('x:user', signed.uploader);
  form.append('file', file);
  return form;
}

interface UploadEnvelope { code?: number; message?: string; data?: UploadedObject }

export function xhrUploadFile(signed: SignedPolicy, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedObject> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signed.host);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
    xhr.onerror = () => reject(new Error(xhr.statusText || 'network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      let body: UploadEnvelope | undefined;
      try { body = JSON.parse(xhr.responseText) as UploadEnvelope; } catch { body = undefined; }
      if (body?.code === 1 && body.data) {
        onProgress(1);
        resolve(body.data);
      } else {
        reject(new Error(body?.message || `HTTP ${xhr.status}`));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadFormData(signed, file));
  });
}
