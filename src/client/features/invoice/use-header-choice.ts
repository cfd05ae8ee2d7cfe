/**
 * The account's invoice headers and the application's choice among them: the header, the invoice's
 * type and the mailbox, the last two filled from the chosen header (its record, since the list
 * masks the e-mail) unless the person set them. A header added on the spot is saved through the
 * resource, read into the list again and chosen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESOURCES } from '../../../shared/resources';
import { useResource } from '../screens';
import { fetchInvoiceHeader, fetchInvoiceHeaders, type InvoiceHeader } from './invoice-api';
import { chooseHeader, editChoice, emptyChoice, type HeaderChoice } from './invoice-rules';

export interface HeaderChoiceHandle {
  /** undefined while loading, null when they could not be read. */
  headers: InvoiceHeader[] | null | undefined;
  choice: HeaderChoice;
  /** A header picked from the list: chosen at once, its type and e-mail filled once its record is read. */
  pick: (id: number | undefined) => void;
  setType: (type: 1 | 2) => void;
  setEmail: (email: string) => void;
  /** Saves a new header (the dialog's form) and chooses it; rejects as the save does, for the form's field errors. */
  add: (data: Record<string, unknown>) => Promise<InvoiceHeader>;
  reload: () => void;
}

export function useHeaderChoice(initial: HeaderChoice = emptyChoice, preselect?: (headers: readonly InvoiceHeader[]) => InvoiceHeader | undefined): HeaderChoiceHandle {
  const resource = useResource<InvoiceHeader & Record<string, unknown>>(RESOURCES['invoice-header']);
  const { version, save, reload } = resource;
  const [headers, setHeaders] = useState<InvoiceHeader[] | null | undefined>(undefined);
  const [choice, setChoice] = useState<HeaderChoice>(initial);
  const reading = useRef<AbortController | null>(null);
  const preselected = useRef(false);
  const preselectRef = useRef(preselect);
  useEffect(() => { preselectRef.current = preselect; });

  useEffect(() => () => reading.current?.abort(), []);

  const adopt = useCallback((id: number) => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setChoice((previous) => ({ ...previous, header_id: id }));
    fetchInvoiceHeader(id, controller.signal).then(
      (header) => setChoice((previous) => (previous.header_id === id ? chooseHeader(previous, header) : previous)),
      // Said by the request layer; the type and e-mail stay to be chosen by hand.
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchInvoiceHeaders(controller.signal).then(
      (page) => {
        setHeaders(page.list);
        if (preselected.current) return;
        preselected.current = true;
        const first = preselectRef.current?.(page.list);
        if (first) adopt(first.id);
      },
      () => { if (!controller.signal.aborted) setHeaders(null); },
    );
    return () => controller.abort();
  }, [version, adopt]);

  const pick = useCallback((id: number | undefined) => {
    if (id === undefined) {
      reading.current?.abort();
      setChoice((previous) => chooseHeader(previous, undefined));
    } else {
      adopt(id);
    }
  }, [adopt]);

  const setType = useCallback((type: 1 | 2) => setChoice((previous) => editChoice(previous, 'invoice_type', type)), []);
  const setEmail = useCallback((email: string) => setChoice((previous) => editChoice(previous, 'email', email)), []);

  const add = useCallback(async (data: Record<string, unknown>) => {
    const saved = await save(data);
    reading.current?.abort();
    setChoice((previous) => chooseHeader(previous, saved));
    return saved;
  }, [save]);

  return { headers, choice, pick, setType, setEmail, add, reload };
}
