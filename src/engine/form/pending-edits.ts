/**
 * Text typed into fields but not yet handed to RJSF (see use-typed-text.ts). A field holds its edit
 * here while the person types; the form flushes every held edit before it submits and when the
 * page is hidden, so what was typed is always what gets validated, submitted and kept as a draft.
 */
export interface PendingEdits {
  /** A field has typed text RJSF has not seen; `flush` hands it over. */
  hold(id: string, flush: () => void): void;
  /** The field handed its text over (or went away). */
  release(id: string): void;
  /** Hands every held edit over now. */
  flushAll(): void;
}

/** `onHold` runs when a field starts holding an edit: the form is dirty from the first keystroke. */
export function createPendingEdits(onHold: () => void = () => undefined): PendingEdits {
  const held = new Map<string, () => void>();
  return {
    hold(id, flush) {
      const fresh = !held.has(id);
      held.set(id, flush);
      if (fresh) onHold();
    },
    release(id) { held.delete(id); },
    flushAll() { for (const flush of [...held.values()]) flush(); },
  };
}
