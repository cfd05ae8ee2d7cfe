/**
 * One application as staff see it (GET /organiser/invoice/:id: any applicant's, naming them), read
 * when the console's page opens and on reload(); an action's answer replaces it through show().
 */
import { OrganiserInvoiceApi, type InvoiceDetail } from '../../../shared/invoice';
import { useRecord, type RecordHandle } from '../screens';

const MISSING = { phase: 'missing' } as const;

export function useOrganiserInvoice(id: number | undefined): RecordHandle<InvoiceDetail> {
  // Quiet: the page says itself that an application is missing or could not be read.
  const invoice = useRecord<InvoiceDetail>(id === undefined ? null : OrganiserInvoiceApi.invoice(id), { quiet: true });
  // An address without a usable id has nothing to show.
  return id === undefined ? { ...invoice, state: MISSING } : invoice;
}
