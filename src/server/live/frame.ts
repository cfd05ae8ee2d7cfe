/**
 * A live event as the bytes of one SSE message (`id: …` and one `data:` line of `{code, data}`),
 * made once however many streams it goes to. A broadcast reaches thousands of streams: serialising
 * and encoding it per stream was most of the fan-out's work.
 */
import type { LiveEvent } from './hub';

const frames = new WeakMap<LiveEvent, Buffer>();

export function sseFrame(event: LiveEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) {
    // JSON.stringify escapes every line break, so the message is a single data line.
    frame = Buffer.from(`id: ${event.id}\ndata: ${JSON.stringify({ code: event.code, data: event.data })}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}
