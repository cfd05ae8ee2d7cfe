/**
 * Uploads as the browser makes them, over real HTTP against a listening test app: a policy from
 * /api/oss/sign, then the multipart POST to the local object store. Answers the stored object.
 */
import type { Envelope } from '../../src/shared/codes';
import type { UploadedObject } from '../../src/shared/descriptor';
import type { TestApp } from './test-app';

interface Signed { policy: string; signature: string; accessid: string; dir: string; uploader: string }

export function uploader(t: TestApp, base: string) {
  return async function upload(account: string, dir: string, file: Buffer, name: string): Promise<Envelope<UploadedObject>> {
    const headers = { ...(await t.loginAs(account)), cookie: 'language=en' };
    const signed = ((await (await fetch(`${base}/api/oss/sign?dir=${dir}`, { headers })).json()) as Envelope<Signed>).data;
    const form = new FormData();
    const fields = { key: `${signed.dir}${Math.random().toString(36).slice(2)}-${name}`, policy: signed.policy, OSSAccessKeyId: signed.accessid, signature: signed.signature, 'x:user': signed.uploader };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${base}/api/oss/upload`, { method: 'POST', body: form, headers: { cookie: 'language=en' } });
    return (await response.json()) as Envelope<UploadedObject>;
  };
}
