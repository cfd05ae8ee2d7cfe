/**
 * An action on one record that asks first (withdraw a notice, remove a sub-account): which record is
 * being asked about, and the props of the ConfirmDialog that asks. The dialog stays open while the
 * action runs, and after a failure (the request layer has said why) for another try.
 */
import { useState } from 'react';

export interface ConfirmedAction<T> {
  /** The record being asked about; null while nothing is. */
  target: T | null;
  ask: (target: T) => void;
  /** Spread into ConfirmDialog. */
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; busy: boolean };
}

export function useConfirmedAction<T>(act: (target: T) => Promise<unknown>, done: (target: T) => void): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await act(target);
      setTarget(null);
      done(target);
    } catch {
      // The request layer has said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, onOpenChange: (open) => { if (!open) setTarget(null); }, onConfirm: () => void confirm(), busy },
  };
}
