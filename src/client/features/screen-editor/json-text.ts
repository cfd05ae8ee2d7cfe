/**
 * The expert's view of a draft: the whole of it — descriptor and labels — as JSON text, and that text
 * read back. A text that is not JSON is refused at its line and column, with the line itself to point
 * at; one that is JSON of the wrong shape is refused by what is wrong. Either way the text stays as
 * typed: the editor applies it only once it reads.
 */
import type { ScreenDescriptor } from '../../../shared/descriptor';
import { LOCALES } from '../../../shared/locale';
import type { EditorDoc } from './descriptor-edits';

/** A descriptor's parts in the order its files have them (a stored draft comes back with its keys reordered). */
const DESCRIPTOR_ORDER = ['$schema', 'id', 'title', 'schema', 'uiSchema', 'record', 'uploads', 'list', 'staffList'];

function inFileOrder(descriptor: unknown): unknown {
  if (typeof descriptor !== 'object' || descriptor === null || Array.isArray(descriptor)) return descriptor;
  const rank = (key: string) => (DESCRIPTOR_ORDER.includes(key) ? DESCRIPTOR_ORDER.indexOf(key) : DESCRIPTOR_ORDER.length);
  return Object.fromEntries(Object.entries(descriptor).sort(([a], [b]) => rank(a) - rank(b)));
}

export const draftText = (doc: EditorDoc): string => `${JSON.stringify({ descriptor: inFileOrder(doc.descriptor), messages: doc.messages }, null, 2)}\n`;

export type TextProblem =
  | { kind: 'syntax'; line: number; column: number; /** The line as typed. */ text: string }
  | { kind: 'shape'; id: string; values?: Record<string, string> };

/** Line and column (from 1) of a position in a text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * Where JSON.parse stopped: its message names the position (V8: "… at position 12", newer ones add
 * "(line 2 column 3)"); a text that ends too early stops at its end.
 */
function stopOf(text: string, error: unknown): { line: number; column: number } {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  return lineAndColumn(text, position ? Number(position[1]) : text.length);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readDraftText(text: string): { doc: EditorDoc } | { problem: TextProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const { line, column } = stopOf(text, error);
    return { problem: { kind: 'syntax', line, column, text: text.split('\n')[line - 1] ?? '' } };
  }
  if (!isObject(value)) return { problem: { kind: 'shape', id: 'screen_editor.json.notObject' } };
  const unknown = Object.keys(value).find((key) => key !== 'descriptor' && key !== 'messages');
  if (unknown !== undefined) return { problem: { kind: 'shape', id: 'screen_editor.json.unknownKey', values: { key: unknown } } };
  if (!isObject(value.descriptor)) return { problem: { kind: 'shape', id: 'screen_editor.json.descriptor' } };
  const messages = value.messages ?? {};
  if (!isObject(messages)) return { problem: { kind: 'shape', id: 'screen_editor.json.messages' } };
  for (const [locale, texts] of Object.entries(messages)) {
    if (!(LOCALES as readonly string[]).includes(locale)) return { problem: { kind: 'shape', id: 'screen_editor.json.language', values: { key: locale } } };
    if (!isObject(texts)) return { problem: { kind: 'shape', id: 'screen_editor.json.messages' } };
    const notText = Object.entries(texts).find(([, label]) => typeof label !== 'string');
    if (notText) return { problem: { kind: 'shape', id: 'screen_editor.json.labelText', values: { key: notText[0] } } };
  }
  return { doc: { descriptor: value.descriptor as unknown as ScreenDescriptor, messages: messages as EditorDoc['messages'] } };
}
