/**
 * fetch() over XMLHttpRequest, for a request whose page shows how much of its body has gone: fetch
 * itself reports no upload progress (a streamed request body needs HTTP/2, which the portal does not
 * require). The request layer hands it to ky for such a call only, so every other rule of the layer
 * (token, envelope, errors, timeout, abort) stays the same.
 */

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A fetch that calls `onProgress` with the fraction of the body sent (0…1). */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => { if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total); };
      xhr.onload = () => {
        onProgress(1);
        resolve(new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
          status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()),
        }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) {
        reject(request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
