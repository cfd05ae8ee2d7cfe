/**
 * A batch's rows as the user gave them, checked in Node before they are stored: the document type
 * recognised by code or label (either language), the document number by its type's rule (resident
 * ID with check digit and birth date), mobile and e-mail formats, a name, one of phone or e-mail,
 * and neither the ticket nor the document twice in the batch. Personal data is sealed here.
 */
import { DocType } from '../../../shared/tickets';
import { isMobileCn, isResidentId } from '../../../shared/formats';
import { LOCALES } from '../../../shared/locale';
import { mask } from '../../../shared/mask';
import { documentHash, encryptOrNull, normaliseDocNumber } from '../../pii/cipher';
import type { PiiKeys } from '../../pii/keys';
import { translate } from '../../http/i18n';
import type { bindBatchRows } from '../../db/schema';

export interface RawRow {
  row_no: number;
  ticket: string;
  name: string;
  doc_type: string;
  doc_number: string;
  phone?: string;
  email?: string;
}

export type StoredRow = typeof bindBatchRows.$inferInsert;

const DOC_LABELS: Record<number, string> = {
  [DocType.RESIDENT_ID]: 'docType.resident_id',
  [DocType.PASSPORT]: 'docType.passport',
  [DocType.HK_MACAO_PERMIT]: 'docType.hk_macao_permit',
  [DocType.TAIWAN_PERMIT]: 'docType.taiwan_permit',
};

/** Common short names people type instead of the template's labels. */
const ALIASES: Record<string, number> = {
  身份证: 1, 居民身份证: 1, 'id card': 1, 'resident id': 1, 护照: 2, 港澳通行证: 3, 港澳居民来往内地通行证: 3, 台胞证: 4, 台湾居民来往大陆通行证: 4,
};

const norm = (value: string): string => value.trim().toLowerCase().replace(/\s+/g, ' ');

let docTypeIndex: Map<string, number> | undefined;
/** Localised labels of the document types, for the template's dropdown. */
export const docTypeLabels = (locale: (typeof LOCALES)[number]): string[] =>
  Object.values(DOC_LABELS).map((id) => translate(locale, id));

export function recogniseDocType(value: string): number | null {
  if (!docTypeIndex) {
    docTypeIndex = new Map(Object.entries(ALIASES).map(([label, code]) => [norm(label), code]));
    for (const [code, id] of Object.entries(DOC_LABELS)) {
      docTypeIndex.set(code, Number(code));
      for (const locale of LOCALES) docTypeIndex.set(norm(translate(locale, id)), Number(code));
    }
  }
  return docTypeIndex.get(norm(value)) ?? null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOC_PATTERNS: Record<number, RegExp> = {
  [DocType.PASSPORT]: /^[A-Z0-9]{5,17}$/,
  [DocType.HK_MACAO_PERMIT]: /^[HM]\d{8}(\d{2})?$/,
  [DocType.TAIWAN_PERMIT]: /^\d{8}(\d{2})?$/,
};

interface RowError { error: string; values?: Record<string, string | number> }

function formatError(row: RawRow, docType: number | null, docNumber: string, phone: string, email: string): RowError | null {
  if (!row.ticket.trim()) return { error: 'ticket.row.ticket_required' };
  if (!row.name.trim()) return { error: 'ticket.row.name_required' };
  if (docType === null) return { error: 'ticket.row.doc_type_unknown', values: { value: row.doc_type.trim() } };
  if (!docNumber) return { error: 'ticket.row.doc_number_required' };
  if (docType === DocType.RESIDENT_ID ? !isResidentId(docNumber) : !DOC_PATTERNS[docType]!.test(docNumber)) {
    return { error: docType === DocType.RESIDENT_ID ? 'ticket.row.resident_id_invalid' : 'ticket.row.doc_number_invalid' };
  }
  if (!phone && !email) return { error: 'ticket.row.contact_required' };
  if (phone && !isMobileCn(phone)) return { error: 'ticket.row.phone_invalid' };
  if (email && !EMAIL.test(email)) return { error: 'ticket.row.email_invalid' };
  return null;
}

/**
 * Seals and checks the rows of one batch. `ticketIds` maps what the user wrote in the ticket column
 * (an id or a ticket number) to the exhibitor's ticket id; anything else stays null and fails in
 * the job as "not found".
 */
export function prepareRows(keys: PiiKeys, batchId: number, rows: RawRow[], ticketIds: Map<string, number>): StoredRow[] {
  const ticketSeen = new Map<number, number>();
  const docSeen = new Map<string, number>();
  return rows.map((row) => {
    const ticketRef = row.ticket.trim();
    const docType = recogniseDocType(row.doc_type);
    const docNumber = normaliseDocNumber(row.doc_number);
    const phone = (row.phone ?? '').trim();
    const email = (row.email ?? '').trim();
    const ticketId = ticketIds.get(ticketRef) ?? null;
    let problem = formatError(row, docType, docNumber, phone, email);
    const docHash = !problem && docType !== null ? documentHash(keys, docType, docNumber) : null;
    if (!problem && ticketId !== null && ticketSeen.has(ticketId)) problem = { error: 'ticket.row.duplicate_ticket', values: { row: ticketSeen.get(ticketId)! } };
    if (!problem && docHash && docSeen.has(docHash)) problem = { error: 'ticket.row.duplicate_document', values: { row: docSeen.get(docHash)! } };
    // Only a row that may bind claims its ticket and document for the rest of the batch.
    if (!problem) {
      if (ticketId !== null) ticketSeen.set(ticketId, row.row_no);
      if (docHash) docSeen.set(docHash, row.row_no);
    }
    return {
      batchId,
      rowNo: row.row_no,
      ticketId,
      ticketRef,
      holderName: row.name.trim().slice(0, 100),
      docType,
      docNumberEnc: encryptOrNull(keys, docNumber),
      docNumberMask: docNumber ? mask('idNumber', docNumber) : null,
      docHash: problem ? null : docHash,
      phoneEnc: encryptOrNull(keys, phone),
      phoneMask: phone ? mask('phone', phone) : null,
      emailEnc: encryptOrNull(keys, email),
      emailMask: email ? mask('email', email) : null,
      status: 0,
      error: problem?.error ?? null,
      errorValues: problem?.values ?? null,
    };
  });
}
