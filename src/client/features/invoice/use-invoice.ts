/**
 * One application with its orders, header and history (`?id=` of the detail page), read when the
 * page opens, on reload(), and again when live 10103 says this application changed.
 */
import { useCallback, useEffect, useState } from 'react';
import { Codes } from '../../../shared/codes';
import type { InvoiceDetail } from '../../../shared/invoice';
import { ApiError } from '../../../runtime/http';
import { fetchInvoice } from './invoice-api';
import { useInvoiceChange } from './invoice-live';

export type InvoiceState =
  | { phase: 'loading' }
  | { phase: 'ready'; invoice: InvoiceDetail }
  | { phase: 'missing' }
  | { phase: 'failed' };

export interface InvoiceHandle {
  state: InvoiceState;
  reload: () => void;
  /** An action's answer is the application as it now is: shown without a second read. */
  show: (invoice: InvoiceDetail) => void;
}

export function useInvoice(id: number | undefined): InvoiceHandle {
  const [reads, setReads] = useState(0);
  const [loaded, setLoaded] = useState<{ id: number; state: InvoiceState } | null>(null);
  const notice = useInvoiceChange();
  // The last live change of this application: a change of another one reads nothing.
  const [changed, setChanged] = useState(0);
  if (notice && notice.change.invoice_id === id && notice.seq !== changed) setChanged(notice.seq);

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    fetchInvoice(id, controller.signal).then(
      (invoice) => { if (!controller.signal.aborted) setLoaded({ id, state: { phase: 'ready', invoice } }); },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ id, state: { phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id, reads, changed]);

  const reload = useCallback(() => setReads((n) => n + 1), []);
  const show = useCallback((invoice: InvoiceDetail) => setLoaded({ id: invoice.id, state: { phase: 'ready', invoice } }), []);
  const state: InvoiceState = id === undefined ? { phase: 'missing' } : loaded?.id === id ? loaded.state : { phase: 'loading' };
  return { state, reload, show };
}
