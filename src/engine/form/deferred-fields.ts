/**
 * A long form draws its first screenful of fields at once and the rest right after the first paint.
 *
 * Why: a form of a few hundred fields (or a list of a few hundred items) takes over a hundred
 * milliseconds to draw, and only the first dozen fields can be seen before scrolling. Those are
 * drawn first; the others follow in a transition started once that first frame is painted, which
 * React renders in slices, so the page keeps answering the keyboard and the pointer meanwhile.
 * Until then a filler of about their height stands in for them, so the page's length barely moves.
 *
 * What must not change: every field is in the DOM a moment later (find-in-page), and a submit
 * draws every field first, synchronously, so the form validates the whole record (RJSF always
 * does: it validates data, not the DOM) and focuses the first field in error even when the person
 * submits before the rest was drawn.
 */
import { startTransition, useEffect, useState } from 'react';
import type { EngineFormContext } from './form-context';

/** Fields of an object drawn at once: more than a tall window shows (a field is 4.5rem and a gap). */
export const FIRST_FIELDS = 20;

/**
 * Height of a field and the gap under it, for the filler standing in for fields still to come: what
 * a field out of view measures anyway (its contain-intrinsic-size in form-styles.ts, 4.5rem, and the
 * stack's gap, 1.25rem), so the page is as long before they are drawn as after.
 */
export const FIELD_REM = 5.75;
/** The same for an array's item: 16rem of contents, its padding and border (1.625rem) and the gap (0.75rem). */
export const ITEM_REM = 18.375;

export interface DeferredFields {
  /** Whether every field is drawn, or being drawn. */
  all(): boolean;
  subscribe(listener: () => void): () => void;
  /** Draws every field: in a transition after the first paint, synchronously (flushSync) before a submit. */
  drawAll(): void;
}

export function createDeferredFields(): DeferredFields {
  let all = false;
  const listeners = new Set<() => void>();
  return {
    all: () => all,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    drawAll() {
      if (all) return;
      all = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** How many items of an array are drawn at once: about FIRST_FIELDS fields' worth. */
export function firstItems(itemSchema: unknown): number {
  const properties = typeof itemSchema === 'object' && itemSchema !== null ? (itemSchema as { properties?: object }).properties : undefined;
  return Math.ceil(FIRST_FIELDS / Math.max(1, properties ? Object.keys(properties).length : 1));
}

/**
 * Whether a template draws all of its `count` children, or only the first `first` of them for now.
 * Its own state, not a store read while rendering: the rest is then drawn in the transition that
 * set it (a store read with useSyncExternalStore would draw it all at once, blocking).
 */
export function useDrawsAll(ctx: EngineFormContext, count: number, first: number): boolean {
  const deferred = ctx.deferred;
  const [all, setAll] = useState(() => !deferred || count <= first || deferred.all());
  useEffect(() => {
    if (all || !deferred) return undefined;
    const unsubscribe = deferred.subscribe(() => setAll(true));
    // Every field may have been asked for between this render and now.
    if (deferred.all()) setAll(true);
    return unsubscribe;
  }, [all, deferred]);
  return all;
}

/** After the first paint (a frame, then a task once it is painted): every field, in a transition. */
export function useDrawAllAfterFirstPaint(deferred: DeferredFields): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => { timer = setTimeout(() => startTransition(() => deferred.drawAll()), 0); };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(draw) : undefined;
    if (frame === undefined) draw();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [deferred]);
}
