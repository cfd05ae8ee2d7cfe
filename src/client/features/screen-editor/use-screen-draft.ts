/**
 * The shared draft of one screen as the editor holds it: read with the version now published (the
 * draft starts from that version and its labels when there is none), changed by the pure operations
 * of descriptor-edits.ts, and saved a moment after each change (PUT …/draft, one save at a time, the
 * newest state last). The server answers each save with the draft's problems and the address of its
 * module, which the preview imports. What was typed is never thrown away: a failed save keeps the
 * draft here, says so, and is tried again on the next change or on demand.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Codes } from '../../../shared/codes';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import {
  ScreenEditorApi, type DescriptorProblem, type EditorState, type LabelSet, type ScreenDraft, type VersionDetail,
} from '../../../shared/screen-editor';
import { ApiError } from '../../../runtime/http';
import { http } from '../../app/http';
import { EditRefusal, type EditorDoc } from './descriptor-edits';

/** How long typing pauses before the draft is saved. */
export const SAVE_DELAY_MS = 600;

/** clean: as read; unsaved: changed, a save is due; saving; saved; failed: the last save did not go through. */
export type SaveState = 'clean' | 'unsaved' | 'saving' | 'saved' | 'failed';

export interface PublishedState {
  version: number;
  descriptor: ScreenDescriptor;
  messages: LabelSet;
  /** The draft as the server last stored it (who, when, its module); null: none stored. */
  draft: ScreenDraft | null;
}

export type DraftPhase = 'loading' | 'ready' | 'missing' | 'failed';

export interface ScreenDraftHandle {
  phase: DraftPhase;
  published: PublishedState | null;
  doc: EditorDoc | null;
  problems: DescriptorProblem[];
  saveState: SaveState;
  /** Applies an edit; a refusal is answered, not thrown, and changes nothing. */
  edit: (change: (doc: EditorDoc) => EditorDoc) => EditRefusal | null;
  /** Saves now what is due; resolves whether the draft stored is what the editor holds. */
  flush: () => Promise<boolean>;
  /** Discards the shared draft and starts again from the version published. */
  discard: () => Promise<void>;
  reload: () => void;
  /** The server refused a publish for these problems. */
  showProblems: (problems: DescriptorProblem[]) => void;
}

export function useScreenDraft(screen: string | null): ScreenDraftHandle {
  const [phase, setPhase] = useState<DraftPhase>('loading');
  const [published, setPublished] = useState<PublishedState | null>(null);
  const [doc, setDoc] = useState<EditorDoc | null>(null);
  const [problems, setProblems] = useState<DescriptorProblem[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('clean');
  const [reads, setReads] = useState(0);
  const current = useRef<EditorDoc | null>(null);
  const stored = useRef<EditorDoc | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    if (screen === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setPhase('loading');
    (async () => {
      const state = await http.get<EditorState>(ScreenEditorApi.screen(screen), undefined, { signal, quiet: true });
      // No draft: it starts from the version published, with the labels that version brought.
      const messages = state.draft ? state.draft.messages
        : state.version > 0 ? (await http.get<VersionDetail>(ScreenEditorApi.version(screen, state.version), undefined, { signal, quiet: true })).messages : {};
      const start: EditorDoc = state.draft
        ? { descriptor: state.draft.descriptor as ScreenDescriptor, messages: state.draft.messages }
        : { descriptor: state.published as ScreenDescriptor, messages };
      if (signal.aborted) return;
      current.current = start;
      stored.current = start;
      setPublished({ version: state.version, descriptor: state.published as ScreenDescriptor, messages: state.draft ? {} : messages, draft: state.draft });
      setDoc(start);
      setProblems(state.problems);
      setSaveState('clean');
      setPhase('ready');
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      setPhase(error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed');
    });
    return () => controller.abort();
  }, [screen, reads]);

  const save = useCallback((): Promise<boolean> => {
    if (screen === null) return Promise.resolve(false);
    const run = async (): Promise<boolean> => {
      // Edits made while a save is on its way are saved after it, the newest last.
      for (;;) {
        const sent = current.current;
        if (sent === null || sent === stored.current) return true;
        setSaveState('saving');
        try {
          const state = await http.put<EditorState>(ScreenEditorApi.draft(screen), { descriptor: sent.descriptor, messages: sent.messages });
          stored.current = sent;
          setProblems(state.problems);
          setPublished((before) => (before ? { ...before, draft: state.draft } : before));
        } catch {
          // The request layer has said why; the draft stays here to be saved again.
          setSaveState('failed');
          return false;
        }
        if (current.current === sent) {
          setSaveState('saved');
          return true;
        }
      }
    };
    saving.current ??= run().finally(() => { saving.current = null; });
    return saving.current;
  }, [screen]);

  const edit = useCallback((change: (doc: EditorDoc) => EditorDoc): EditRefusal | null => {
    const before = current.current;
    if (before === null) return null;
    let next: EditorDoc;
    try {
      next = change(before);
    } catch (error) {
      if (error instanceof EditRefusal) return error;
      throw error;
    }
    if (next === before) return null;
    current.current = next;
    setDoc(next);
    setSaveState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    return null;
  }, [save]);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (saving.current) await saving.current;
    return save();
  }, [save]);

  // Leaving the page with a save due: it is sent now.
  useEffect(() => () => {
    clearTimeout(timer.current);
    if (screen !== null && current.current !== null && current.current !== stored.current) {
      void http.put(ScreenEditorApi.draft(screen), current.current, { quiet: true }).catch(() => {});
    }
  }, [screen]);

  // Closing the tab with a change not stored: the browser asks first.
  useEffect(() => {
    if (saveState !== 'unsaved' && saveState !== 'saving' && saveState !== 'failed') return undefined;
    const warn = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  const discard = useCallback(async () => {
    if (screen === null) return;
    clearTimeout(timer.current);
    if (saving.current) await saving.current.catch(() => false);
    await http.delete(ScreenEditorApi.draft(screen));
    current.current = null;
    stored.current = null;
    setReads((n) => n + 1);
  }, [screen]);

  const reload = useCallback(() => setReads((n) => n + 1), []);

  return { phase, published, doc, problems, saveState, edit, flush, discard, reload, showProblems: setProblems };
}
