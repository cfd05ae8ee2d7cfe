/**
 * A holder's personal data as the tables keep it: document number, phone and e-mail encrypted, a
 * masked copy for lists, and the document's keyed hash for uniqueness among bound tickets.
 */
import { mask } from '../../../shared/mask';
import { documentHash, encrypt, encryptOrNull, normaliseDocNumber } from '../../pii/cipher';
import type { PiiKeys } from '../../pii/keys';

/** The holder form (schemas/booth-ticket-holder.json): its schema checks the form, the share link and every batch row. */
export const HOLDER_SCREEN = 'booth-ticket-holder';

export interface HolderValues {
  holderName: string;
  docType: number;
  docNumberEnc: string;
  docNumberMask: string;
  docHash: string;
  phoneEnc: string | null;
  phoneMask: string | null;
  emailEnc: string | null;
  emailMask: string | null;
}

export interface PlainHolder {
  name: string;
  doc_type: number;
  doc_number: string;
  phone?: string | null;
  email?: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function sealHolder(keys: PiiKeys, holder: PlainHolder): HolderValues {
  const docNumber = normaliseDocNumber(holder.doc_number);
  const phone = blankToNull(holder.phone);
  const email = blankToNull(holder.email);
  return {
    holderName: holder.name.trim(),
    docType: holder.doc_type,
    docNumberEnc: encrypt(keys, docNumber),
    docNumberMask: mask('idNumber', docNumber),
    docHash: documentHash(keys, holder.doc_type, docNumber),
    phoneEnc: encryptOrNull(keys, phone),
    phoneMask: phone ? mask('phone', phone) : null,
    emailEnc: encryptOrNull(keys, email),
    emailMask: email ? mask('email', email) : null,
  };
}

/**
 * An unexpected database error of a statement carrying personal data, fit for the log: Drizzle's
 * message repeats the statement's parameters (names, masks), so only the database's own message and
 * code are kept.
 */
export function scrubbed(error: unknown, what: string): Error {
  let e: unknown = error;
  while (e && typeof e === 'object' && (e as { cause?: unknown }).cause && (e as { cause?: unknown }).cause !== e) e = (e as { cause?: unknown }).cause;
  const { code, message } = (e ?? {}) as { code?: string; message?: string };
  const own = message && !message.startsWith('Failed query') ? message : 'database error';
  return new Error(`${what}: ${own}${code ? ` (${code})` : ''}`);
}
