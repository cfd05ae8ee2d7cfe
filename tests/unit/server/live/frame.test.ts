import { describe, expect, it } from 'vitest';
import { sseFrame } from '../../../../src/server/live/frame';
import type { LiveEvent } from '../../../../src/server/live/hub';

const event = (data: unknown): LiveEvent => ({ id: 42, code: 10001, data, userId: null, exhibitorId: null, forStaff: false });

describe('sseFrame', () => {
  it('is one SSE message: the id, one data line of {code, data}, a blank line', () => {
    expect(sseFrame(event({ title: '展位', n: 1 })).toString('utf8')).toBe('id: 42\ndata: {"code":10001,"data":{"title":"展位","n":1}}\n\n');
  });

  it('keeps line breaks in the data escaped, so the message stays one data line', () => {
    const text = sseFrame(event({ text: 'a\nb\r\nc' })).toString('utf8');
    expect(text.split('\n')).toEqual(['id: 42', 'data: {"code":10001,"data":{"text":"a\\nb\\r\\nc"}}', '', '']);
  });

  it('is made once per event, however many streams take it', () => {
    const one = event(null);
    expect(sseFrame(one)).toBe(sseFrame(one));
    expect(sseFrame(event(null))).not.toBe(sseFrame(one));
  });

  it('encodes as UTF-8 bytes', () => {
    expect(sseFrame(event('展')).byteLength).toBe('id: 42\ndata: {"code":10001,"data":"展"}\n\n'.length + 2);
  });
});
