/**
 * Live 10103 (INVOICE_CHANGED): an application moved without the applicant doing it (taken,
 * exported, issued, mailed, failed, red-flushed). The last change sits in an atom, so the open
 * invoice screens read again; a change the applicant acts on or waits for is also said in a toast,
 * wherever the user is. A frame of the portal's own, like export progress (10101) and review
 * decisions (10102): the bell lists only the spec's codes.
 */
import { atom, useAtomValue } from 'jotai';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { InvoiceStatus, type InvoiceChanged, type InvoiceStatusValue } from '../../../shared/invoice';
import { appStore } from '../../app/store';
import { toaster, TOAST_DURATION_MS } from '../../app/toaster';
import { translate } from '../../i18n/translate';
import { invoiceChange } from './invoice-rules';

export interface InvoiceChangeNotice {
  change: InvoiceChanged;
  /** Arrival order: the same change told twice is two notices, each a reason to read again. */
  seq: number;
}

export const lastInvoiceChangeAtom = atom<InvoiceChangeNotice | null>(null);

/** Steps of the organiser's routine (taken, sent to the tax system): the pages move, no toast. */
const QUIET: readonly InvoiceStatusValue[] = [InvoiceStatus.INVOICING, InvoiceStatus.EXPORTED];
const FAILED: readonly InvoiceStatusValue[] = [InvoiceStatus.MANUAL_FAILURE, InvoiceStatus.AUTOMATIC_FAILURE, InvoiceStatus.UPLOAD_FAILED];

let seq = 0;

export function applyInvoiceFrame(frame: { code: number; data?: unknown }): void {
  const change = invoiceChange(frame);
  if (!change) return;
  appStore.set(lastInvoiceChangeAtom, { change, seq: ++seq });
  if (QUIET.includes(change.status)) return;
  const entry = (enums as unknown as EnumSets).invoiceStatus?.[String(change.status)];
  toaster.create({
    type: FAILED.includes(change.status) ? 'warning' : 'info',
    title: translate('invoice.page.live.changed', { no: change.application_no, status: entry ? translate(entry.label) : String(change.status) }),
    duration: 2 * TOAST_DURATION_MS,
    closable: true,
  });
}

/** The last application change told live, for screens to read again on. */
export const useInvoiceChange = (): InvoiceChangeNotice | null => useAtomValue(lastInvoiceChangeAtom);
