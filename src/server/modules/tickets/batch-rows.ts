/**
 * A batch's rows as the user gave them, checked in Node before they are stored: the document type
 * recognised by code or label (either language), then each row as a holder by the holder form's
 * own compiled schema (schemas/booth-ticket-holder.json, the validator of the form and the share
 * link), so a rule changed there applies to every row too; and neither the ticket nor the document
 * twice in the batch. Personal data is sealed here.
 */
import type { ErrorObject } from 'ajv';
import { DocType } from '../../../shared/tickets';
import { LOCALES } from '../../../shared/locale';
import { mask } from '../../../shared/mask';
import { validationMessage, type MessageValues } from '../../../shared/validation-messages';
import type { Config } from '../../config';
import { documentHash, encryptOrNull, normaliseDocNumber } from '../../pii/cipher';
import { piiKeys, type PiiKeys } from '../../pii/keys';
import { hasMessage, messageArguments, translate } from '../../http/i18n';
import { bodyChecker, ruleFailure } from '../../http/validation';
import { loadScreen } from '../../screens/registry';
import type { bindBatchRows } from '../../db/schema';
import { HOLDER_SCREEN } from './holder-values';
import type { TicketOwner } from './owner';
import { inOwnersWords } from './words';

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

/** Checks a batch needs: the personal-data keys and the holder form's own validator. */
export interface RowChecks {
  keys: PiiKeys;
  /** The body validator of `PUT /api/v4/ticket/booth/{id}` (schemas/booth-ticket-holder.json). */
  holder: (data: unknown) => ErrorObject[];
  /** The holder's fields in the form's order: a row reports its first failing field. */
  fields: readonly string[];
}

export function rowChecks(config: Config): RowChecks {
  const { bodySchema } = loadScreen(config.schemasDir, HOLDER_SCREEN);
  return { keys: piiKeys(config), holder: bodyChecker(bodySchema), fields: Object.keys(bodySchema.properties) };
}

interface RowError { error: string; values?: MessageValues }

/** A message id exists in every language (a row's message is worded later, in the reader's). */
const known = (id: string): boolean => LOCALES.every((locale) => hasMessage(locale, id));

const needsArguments = new Map<string, boolean>();
/**
 * Whether a message's wording uses arguments. A row keeps the arguments only then, because its
 * ticket keeps the message id alone as its failure reason.
 */
function usesArguments(id: string): boolean {
  let uses = needsArguments.get(id);
  if (uses === undefined) {
    uses = LOCALES.some((locale) => messageArguments(locale, id).length > 0);
    needsArguments.set(id, uses);
  }
  return uses;
}

/** The row's holder as the form would send it: blank cells are fields left empty. */
function holderOf(row: RawRow, docType: number | null, docNumber: string, phone: string, email: string): Record<string, unknown> {
  const name = row.name.trim();
  return {
    ...(name ? { name } : {}),
    ...(docType !== null ? { doc_type: docType } : {}),
    ...(docNumber ? { doc_number: docNumber } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/**
 * Why a row cannot bind, by the holder form's own rules: the first failing field in the form's
 * order, with the rule's own message when the field has one for it.
 */
function rowError(checks: RowChecks, owner: TicketOwner, row: RawRow, docType: number | null, holder: Record<string, unknown>): RowError | null {
  if (!row.ticket.trim()) return { error: inOwnersWords(owner, 'ticket.row.ticket_required') };
  const unknownType = docType === null && row.doc_type.trim() !== '';
  const failures = checks.holder(holder).filter((error) => error.keyword !== 'if').map((error) => ruleFailure(error));
  for (const field of checks.fields) {
    // A document type given but not recognised says so, rather than "missing".
    if (field === 'doc_type' && unknownType) return { error: 'ticket.row.doc_type_unknown', values: { value: row.doc_type.trim() } };
    const mine = failures.filter((failure) => failure.path[0] === field);
    const failure = mine.find((each) => known(each.schema?.['x-messages']?.[each.keyword] ?? '')) ?? mine[0];
    if (!failure) continue;
    const message = validationMessage(failure, known);
    return usesArguments(message.id) ? { error: message.id, values: message.values } : { error: message.id };
  }
  return null;
}

/**
 * Seals and checks the rows of one batch, its failures in the words of whose tickets they are. `ticketIds` maps what the user wrote in the ticket column
 * (an id or a ticket number) to the exhibitor's ticket id; anything else stays null and fails in
 * the job as "not found".
 */
export function prepareRows(checks: RowChecks, owner: TicketOwner, batchId: number, rows: RawRow[], ticketIds: Map<string, number>): StoredRow[] {
  const { keys } = checks;
  const ticketSeen = new Map<number, number>();
  const docSeen = new Map<string, number>();
  return rows.map((row) => {
    const ticketRef = row.ticket.trim();
    const docType = recogniseDocType(row.doc_type);
    const docNumber = normaliseDocNumber(row.doc_number);
    const phone = (row.phone ?? '').trim();
    const email = (row.email ?? '').trim();
    const ticketId = ticketIds.get(ticketRef) ?? null;
    let problem = rowError(checks, owner, row, docType, holderOf(row, docType, docNumber, phone, email));
    const docHash = !problem && docType !== null ? documentHash(keys, docType, docNumber) : null;
    if (!problem && ticketId !== null && ticketSeen.has(ticketId)) problem = { error: inOwnersWords(owner, 'ticket.row.duplicate_ticket'), values: { row: ticketSeen.get(ticketId)! } };
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
      holderName: row.name.trim(),
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
