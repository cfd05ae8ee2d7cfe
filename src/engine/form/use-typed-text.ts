/**
 * The text of an input as the person types it. Each keystroke re-renders only the input; the text
 * is handed to RJSF (`onCommit`) once typing pauses, on blur and on Enter. Handing it over re-renders
 * the form and, in a large one, takes longer than a frame: doing that on every keystroke is what
 * made typing lag. Until then the form's PendingEdits holds the edit, so submit and draft see it.
 *
 * A new value from the form replaces the text unless the person is typing or it is the text's own
 * value coming back ('1.' comes back as 1 and stays '1.').
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PendingEdits } from './pending-edits';

/** A pause in typing this long hands the text to the form. */
export const TYPING_PAUSE_MS = 250;

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Whether the form's value is what `text` stands for. */
const holds = (value: unknown, text: string): boolean =>
  asText(value) === text || (typeof value === 'number' && text.trim() !== '' && Number(text) === value);

interface Options {
  id: string;
  /** The value the form holds. */
  value: unknown;
  pending?: PendingEdits;
  onCommit: (text: string) => void;
  /**
   * For a value that is typed in another unit than it is stored (cents typed as yuan): the text of
   * a stored value, and whether a text stands for it. The value as text and "the same number" by default.
   */
  textOf?: (value: unknown) => string;
  standsFor?: (value: unknown, text: string) => boolean;
}

export function useTypedText({ id, value, pending, onCommit, textOf = asText, standsFor = holds }: Options) {
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState(value);
  const [typing, setTyping] = useState(false);
  const live = useRef({ text, typing: false, onCommit, timer: undefined as ReturnType<typeof setTimeout> | undefined });

  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!typing && !standsFor(value, text)) setText(textOf(value));
  }

  useLayoutEffect(() => { live.current.onCommit = onCommit; });

  const flush = useCallback(() => {
    const state = live.current;
    clearTimeout(state.timer);
    if (!state.typing) return;
    state.typing = false;
    setTyping(false);
    pending?.release(id);
    state.onCommit(state.text);
  }, [id, pending]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const state = live.current;
    state.text = event.target.value;
    setText(state.text);
    if (!state.typing) {
      state.typing = true;
      setTyping(true);
      pending?.hold(id, flush);
    }
    clearTimeout(state.timer);
    // Synchronously, as an event would: the form's onChange (dirty state, draft timer) runs right then.
    state.timer = setTimeout(() => flushSync(flush), TYPING_PAUSE_MS);
  }, [id, pending, flush]);

  // Enter in an input submits the form: the text goes first.
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && event.currentTarget.tagName === 'INPUT') flush();
  }, [flush]);

  // A field that goes away (its array item removed, the form discarded) drops what it held.
  useEffect(() => {
    const state = live.current;
    return () => {
      clearTimeout(state.timer);
      if (state.typing) pending?.release(id);
    };
  }, [id, pending]);

  return { text, onChange, onKeyDown, flush };
}
