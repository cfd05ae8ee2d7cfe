/**
 * One application with its orders, header and history (`?id=` of the detail page), read when the
 * page opens, on reload(), and again when live 10103 says this application changed.
 */
import { useState } from 'react';
import { InvoiceApi, type InvoiceDetail } from '../../../shared/invoice';
import { useRecord, type RecordHandle } from '../screens';
import { useInvoiceChange } from './invoice-live';

export function useInvoice(id: number | undefined): RecordHandle<InvoiceDetail> {
  const notice = useInvoiceChange();
  // The last live change of this application: a change of another one reads nothing.
  const [changed, setChanged] = useState(0);
  if (notice && notice.change.invoice_id === id && notice.seq !== changed) setChanged(notice.seq);
  // Quiet: the detail page says itself that an application is missing or could not be read.
  const invoice = useRecord<InvoiceDetail>(id === undefined ? null : InvoiceApi.invoice(id), { refreshKey: changed, quiet: true });
  // A page opened without an application's id has nothing to show.
  return id === undefined ? { ...invoice, state: MISSING } : invoice;
}

const MISSING = { phase: 'missing' } as const;
