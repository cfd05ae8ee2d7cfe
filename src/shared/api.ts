/**
 * Request and response shapes of the endpoints, shared by server and client (SPEC.md §3, §7).
 * Times are 10-digit Unix seconds; money is integer cents.
 */
import type { OfficialKeyword } from './official';
import type { AuthorityId } from './authorities';
import type { StaffPermissionId } from './staff';

/** The content type of an .xlsx file, as uploads send it and downloads answer it (batch templates, exports, the tax system's sheets). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface LoginPasswordBody {
  account: string;
  password: string;
}

export interface LoginResult {
  jwt: string;
  /** Unix seconds at which the token stops working. */
  expire: number;
}

/** data of a MUST_BIND_CONTACT (11013) login answer. */
export interface BindRequired {
  bind_token: string;
  expire: number;
}

export interface UserInfo {
  id: number;
  /** 1 main exhibitor account, 2 group-purchase account. */
  account_type: 1 | 2;
  roles: string[];
  is_sub_account: 0 | 1;
  is_group_buy: 0 | 1;
  is_group_ticket: 0 | 1;
  /** Organiser staff (roles ['organiser']): the console only. */
  is_organiser: 0 | 1;
  /** Staff: what their roles permit in the console (src/shared/staff.ts); empty for everyone else. */
  staff_permissions: StaffPermissionId[];
  name: string;
  avatar: string;
  email: string | null;
  phone: string | null;
}

export interface ExhibitorSummary {
  id: number;
  name: string;
  name_en: string;
  booth_no: string;
  hall: string;
  booth_area: number;
  booth_type: string;
  exhibit_type: string;
  exhibit_type_en: string;
  project: string;
  project_en: string;
}

export interface ExhibitorAuthority {
  authority_id: AuthorityId;
  name: string;
}

export type NoticeKind = 'requiredReading' | 'exhibitionRelatedMaterials';

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  published_at: number;
  /** Downloadable files, in the order the organiser added them. */
  attachments: NoticeAttachment[];
  /** Keywords of the organiser's official accounts the notice is tagged with (src/shared/official.ts). */
  keywords: OfficialKeyword[];
}

/** A file of a notice; `url` needs the session's bearer token (GET, answers the file itself). */
export interface NoticeAttachment {
  /** The name as uploaded. */
  name: string;
  /** The English name the organiser gave it; empty when there is none (readers then see `name`). */
  name_en: string;
  mime: string;
  /** Bytes. */
  size: number;
  url: string;
}

/** One notice file may be this large (the general file limit of SPEC.md §9: 20 MB). */
export const NOTICE_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Files per notice. */
export const NOTICE_MAX_FILES = 20;

/** The screen of a new notice (schemas/notice.json): the body of POST /api/organiser/notices. */
export const NOTICE_SCREEN = 'notice';

/** Body of POST /api/organiser/notices. */
export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  title_en?: string;
  content?: string;
  content_en?: string;
}

export interface TodoItem {
  id: number;
  name: string;
  name_en: string;
  icon: string;
  /** An internal path ("/faq/index") or an http(s) link. */
  router: string;
  is_click: boolean;
}

export interface Category {
  id: number;
  name: string;
  name_en: string;
}

/** GET /api/v4/exhibitor/report/category: a material category and how many filings it has. */
export interface ReportCategory extends Category {
  reports: number;
}

export interface ExpoConfig {
  name: string;
  name_en: string;
  /** Unix seconds. */
  starts_at: number;
  ends_at: number;
  venue: string;
  venue_en: string;
  catalogue_deadline: number;
  sub_account_limit: number;
  /** The show's time zone (EXPO_TIMEZONE): the clock every time of the portal is written on. */
  timezone: string;
}

export interface GroupSwitch {
  group_switch: 0 | 1;
}

export interface ListData<T> {
  list: T[];
  total: number;
}

/** A pre-show agreement as every list names it. */
export interface ProtocolHead {
  id: number;
  title: string;
  title_en: string;
  /** Unix seconds; null: no deadline. */
  confirm_by: number | null;
  published_at: number;
  /** confirm_by has passed: an unconfirmed agreement can no longer be confirmed. */
  closed: boolean;
}

/** A pre-show agreement with the caller's exhibitor's state of it (/v4/exhibitor/protocol). */
export interface ProtocolSummary extends ProtocolHead {
  confirmed: boolean;
  /** Unix seconds of the exhibitor's confirmation; null while not confirmed. */
  confirmed_at: number | null;
  /** Name of the account (main or sub) that confirmed for the exhibitor. */
  confirmed_by: string | null;
}

/** One agreement with its text in both languages: plain text, paragraphs separated by blank lines. */
export interface ProtocolDetail extends ProtocolSummary {
  content: string;
  content_en: string;
}

export type ProtocolStatus = 'confirmed' | 'pending';

/** The screen of a new agreement (schemas/protocol.json): the body of POST /api/organiser/protocols. */
export const PROTOCOL_SCREEN = 'protocol';

/** Body of POST /api/organiser/protocols. */
export interface ProtocolInput {
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  /** Unix seconds; null or absent: no deadline. */
  confirm_by?: number | null;
}

/** An agreement as the organiser's list shows it: how many exhibitors have confirmed it, of how many. */
export interface OrganiserProtocol extends ProtocolHead {
  confirmed: number;
  exhibitors: number;
}

/** GET /api/organiser/protocols/:id/confirmations: a page of exhibitors, with the count of those who confirmed. */
export interface ProtocolConfirmations extends ListData<ProtocolConfirmation> {
  confirmed: number;
}

/** One exhibitor's state of an agreement, as the organiser sees it. */
export interface ProtocolConfirmation {
  exhibitor_id: number;
  exhibitor_name: string;
  exhibitor_name_en: string;
  booth_no: string;
  confirmed: boolean;
  confirmed_at: number | null;
  confirmed_by: string | null;
}

/**
 * GET /api/oss/sign and /api/v2/obs/sign: the names of SPEC.md §7, plus what a non-OSS service needs.
 * The browser posts the file straight to `host` with it.
 */
export interface UploadPolicy {
  policy: string;
  signature: string;
  accessid: string;
  /** Where the browser posts the file. */
  host: string;
  /** Every key must start with this. */
  dir: string;
  expire: number;
  uploader: string;
  /**
   * The form fields to post besides `key` and the file, in order. Absent: the OSS fields
   * (policy, OSSAccessKeyId, signature, x:user).
   */
  fields?: Record<string, string>;
  /** Present when the server must be told the uploaded key: POST {key, name, policy, signature} here. */
  confirm?: string;
}
