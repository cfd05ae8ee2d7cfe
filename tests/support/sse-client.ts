/** A minimal EventSource over fetch for tests: reads `id:`/`data:` frames from a live stream. */
export interface SseFrame {
  id?: string;
  data: string;
}

export interface SseConnection {
  response: Response;
  /** Resolves with the next `count` frames (comments such as heartbeats are skipped). */
  next(count?: number, timeoutMs?: number): Promise<SseFrame[]>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const frame: SseFrame = { data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith('id:')) frame.id = line.slice(3).trim();
              if (line.startsWith('data:')) {
                frame.data += (hasData ? '\n' : '') + line.slice(5).trimStart();
                hasData = true;
              }
            }
            if (hasData) frames.push(frame);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }

  return {
    response,
    async next(count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (frames.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} frame(s), got ${frames.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => { clearTimeout(timer); resolve(); });
        });
      }
      return frames.splice(0, count);
    },
    close: () => controller.abort(),
  };
}
