/** The sub-account endpoints (src/shared/accounts.ts). Saves are quiet: the dialog shows their errors itself. */
import type { SubAccount, SubAccountCreateBody, SubAccountList, SubAccountUpdateBody } from '../../../shared/accounts';
import { http } from '../../app/http';

const ENDPOINT = '/v2/subaccount';

export const fetchSubAccounts = (signal?: AbortSignal): Promise<SubAccountList> =>
  http.get<SubAccountList>(ENDPOINT, undefined, signal ? { signal } : undefined);

export const addSubAccount = (body: SubAccountCreateBody): Promise<SubAccount> =>
  http.post<SubAccount>(ENDPOINT, body, { quiet: true });

export const changeSubAccount = (userId: number, body: SubAccountUpdateBody): Promise<SubAccount> =>
  http.put<SubAccount>(`${ENDPOINT}/${userId}`, body, { quiet: true });

export const deleteSubAccount = (userId: number): Promise<null> => http.delete<null>(`${ENDPOINT}/${userId}`);
