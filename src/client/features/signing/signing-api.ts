/** Brokerage signing (src/shared/signing.ts SigningApi): the exhibitor's calls. */
import type { ListData } from '../../../shared/api';
import { SigningApi, type BrokerageCompany, type BrokerageCompanyDetail, type SigningRecord, type SigningRequest } from '../../../shared/signing';
import { http } from '../../app/http';

export const fetchCompanies = (signal?: AbortSignal) => http.get<ListData<BrokerageCompany>>(SigningApi.companies, undefined, { signal });
export const fetchCompany = (id: number, signal?: AbortSignal) => http.get<BrokerageCompanyDetail>(SigningApi.company(id), undefined, { signal });
export const signWithCompany = (id: number, request: SigningRequest) => http.post<SigningRecord>(SigningApi.sign(id), request);
export const fetchSigningRecords = (query: Record<string, string | number>, signal?: AbortSignal) =>
  http.get<ListData<SigningRecord>>(SigningApi.records, query, { signal });
export const cancelSigning = (id: number) => http.post<SigningRecord>(SigningApi.cancel(id));
