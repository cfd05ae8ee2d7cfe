/**
 * Signing with talent brokerage companies (SPEC.md §1, §2 /companySigning/index, §4 signing states):
 * the contract between the exhibitor's screen, the organiser API and the server module.
 * Paths are relative to /api; times are 10-digit Unix seconds.
 */

/** A signing's state, as schemas/enums.json `signingStatus` labels and colours it. */
export const SigningStatus = {
  WAITING: 0,
  SIGNED: 1,
  FAILED: 2,
  CANCELLED: 3,
} as const;

export type SigningStatusValue = (typeof SigningStatus)[keyof typeof SigningStatus];

/** Waiting or signed: while one is open, the exhibitor cannot sign with that company again. */
export const isOpenSigning = (status: SigningStatusValue): boolean =>
  status === SigningStatus.WAITING || status === SigningStatus.SIGNED;

/** The screen descriptor of the signing request form (schemas/company-signing.json). */
export const SIGNING_SCREEN = 'company-signing';

/** The request form's body (schemas/company-signing.json). */
export interface SigningRequest {
  contact_name: string;
  contact_phone: string;
  note?: string;
  /** Must be literally true: the exhibitor agreed to the company's terms. */
  agreed: true;
}

/** The exhibitor's latest signing with a company, as a company card shows it. */
export interface CompanySigningState {
  id: number;
  status: SigningStatusValue;
  reason: string | null;
  created_at: number;
}

export interface BrokerageCompany {
  id: number;
  name: string;
  name_en: string;
  intro: string;
  intro_en: string;
  /** An image address, or '' (the screen draws a placeholder). */
  logo: string;
  /** The caller's exhibitor's latest signing with this company; null when it never signed. */
  signing: CompanySigningState | null;
}

/** One company with the terms shown before signing (plain text, paragraphs split by a blank line). */
export interface BrokerageCompanyDetail extends BrokerageCompany {
  terms: string;
  terms_en: string;
}

export interface SigningRecord {
  id: number;
  company_id: number;
  company_name: string;
  company_name_en: string;
  status: SigningStatusValue;
  contact_name: string;
  /** Masked for the exhibitor's list; in full for the organiser, who calls the contact. */
  contact_phone: string;
  note: string;
  /** Why the organiser refused (failed only). */
  reason: string | null;
  /** Who asked: the account's real name within the exhibitor. */
  user_name: string | null;
  created_at: number;
  decided_at: number | null;
}

/** A signing as the organiser's list shows it: whose it is. */
export interface OrganiserSigningRecord extends SigningRecord {
  exhibitor_id: number;
  exhibitor_name: string;
  exhibitor_name_en: string;
}

export interface SigningListQuery {
  page?: number;
  limit?: number;
  status?: SigningStatusValue;
}

export type SigningDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export const SigningApi = {
  /** GET → {list: BrokerageCompany[], total}: the active companies with the caller's state of each. */
  companies: '/v4/signing/company',
  /** GET → BrokerageCompanyDetail (with the terms). */
  company: (id: number) => `/v4/signing/company/${id}`,
  /** POST SigningRequest → SigningRecord waiting for review; RECORD_STATE while one is open. */
  sign: (id: number) => `/v4/signing/company/${id}/sign`,
  /** GET ?page&limit&status → {list: SigningRecord[], total}, newest first. */
  records: '/v4/signing/record',
  /** POST → SigningRecord cancelled (only while waiting for review). */
  cancel: (id: number) => `/v4/signing/record/${id}/cancel`,
} as const;

/** The organiser API (organiser staff only). */
export const OrganiserSigningApi = {
  /** GET ?page&limit&status&exhibitor_id → {list: OrganiserSigningRecord[], total}: waiting ones first (oldest first), then the rest newest first. */
  list: '/organiser/signing',
  /** POST SigningDecision → OrganiserSigningRecord signed or failed; the exhibitor hears REVIEW_DECIDED. */
  review: (id: number) => `/organiser/signing/${id}/review`,
} as const;
