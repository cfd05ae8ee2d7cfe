/**
 * What the navigation guard loads once per session (SPEC.md §2, §3, §6, §7): the user info, then
 * for an exhibitor-side account its exhibitor, authorities and material categories, and for
 * everyone the notice count and the organiser's group switch. Together they decide the routes.
 */
import type { Presence, Subject } from '../shared/access';
import type { Category, ExhibitorAuthority, ExhibitorSummary, GroupSwitch, ListData, Notice, UserInfo } from '../shared/api';
import type { Http } from './http';

export interface SessionAccess {
  user: UserInfo;
  /** The exhibitor the account acts for; null for group accounts and unattached ones. */
  exhibitorId: number | null;
  subject: Subject;
  presence: Presence;
}

/** SPEC.md §8: an empty user info and missing roles each end the session with their own message. */
export type SessionProblem = 'info-empty' | 'roles-missing';

export class SessionLoadError extends Error {
  override readonly name = 'SessionLoadError';
  constructor(readonly problem: SessionProblem) {
    super(problem);
  }
}

export interface LoadAccessOptions {
  signal?: AbortSignal;
  /** Where a failed category call goes (SPEC.md §8: only logged). */
  log?: (message: string, error: unknown) => void;
}

const bit = (value: unknown): 0 | 1 => (value ? 1 : 0);

function checkUserInfo(info: UserInfo | null | undefined): UserInfo {
  if (!info || typeof info !== 'object' || Object.keys(info).length === 0) throw new SessionLoadError('info-empty');
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new SessionLoadError('roles-missing');
  return info;
}

interface ExhibitorPart {
  exhibitorId: number | null;
  authorities: number[];
  hasCategory: number;
}

async function loadExhibitorPart(http: Http, user: UserInfo, options: LoadAccessOptions): Promise<ExhibitorPart> {
  const { signal } = options;
  const exhibitors = await http.get<ListData<ExhibitorSummary>>('v2/user/exhibitor', undefined, { signal });
  const exhibitorId = exhibitors.list[0]?.id ?? null;
  if (exhibitorId === null) return { exhibitorId, authorities: [], hasCategory: 0 };
  const query = { exhibitor_id: exhibitorId };
  const [authority, hasCategory] = await Promise.all([
    http.get<{ authorities: ExhibitorAuthority[] }>('v2/user/exhibitor/authority', query, { signal }),
    http.get<Category[]>('v4/exhibitor/category', query, { signal, quiet: true }).then(
      (categories) => (Array.isArray(categories) ? categories.length : 0),
      (error: unknown) => {
        // Without categories the exhibition screen is simply not offered; the user is not told.
        options.log?.('category list could not be loaded', error);
        return 0;
      },
    ),
  ]);
  // A main account holds every authority; only a sub-account's list narrows anything (Subject).
  const authorities = user.is_sub_account ? (authority.authorities ?? []).map((entry) => entry.authority_id) : [];
  return { exhibitorId, authorities, hasCategory };
}

async function countNotices(http: Http, signal?: AbortSignal): Promise<number> {
  const notices = await http.get<ListData<Notice>>('v4/expo/notice', { page: 1, limit: 1 }, { signal });
  return typeof notices.total === 'number' ? notices.total : (notices.list?.length ?? 0);
}

export async function loadSessionAccess(http: Http, options: LoadAccessOptions = {}): Promise<SessionAccess> {
  const { signal } = options;
  const user = checkUserInfo(await http.get<UserInfo | null>('v2/user/info', undefined, { signal }));
  // Group accounts (account_type 2) have no exhibitor: asking would only earn an error.
  const noExhibitor: ExhibitorPart = { exhibitorId: null, authorities: [], hasCategory: 0 };
  const [exhibitor, hasNotice, groupSwitch] = await Promise.all([
    user.account_type === 2 ? noExhibitor : loadExhibitorPart(http, user, options),
    countNotices(http, signal),
    http.get<GroupSwitch>('v4/expo/group-switch', undefined, { signal }),
  ]);
  return {
    user,
    exhibitorId: exhibitor.exhibitorId,
    subject: {
      account_type: user.account_type === 2 ? 2 : 1,
      is_sub_account: bit(user.is_sub_account),
      is_group_buy: bit(user.is_group_buy),
      is_group_ticket: bit(user.is_group_ticket),
      is_organiser: bit(user.is_organiser),
      staff_permissions: user.is_organiser ? (user.staff_permissions ?? []) : [],
      authorities: exhibitor.authorities,
      group_switch: bit(groupSwitch.group_switch),
    },
    presence: { hasCategory: exhibitor.hasCategory, hasNotice },
  };
}
