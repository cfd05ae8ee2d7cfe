/** Brokerage signing as organiser staff review it (src/shared/signing.ts OrganiserSigningApi). */
import type { ListData } from '../../../shared/api';
import { OrganiserSigningApi, type OrganiserSigningRecord, type SigningDecision } from '../../../shared/signing';
import { http } from '../../app/http';

export const fetchStaffSignings = (query: Record<string, string | number>, signal?: AbortSignal) =>
  http.get<ListData<OrganiserSigningRecord>>(OrganiserSigningApi.list, query, { signal });
export const reviewSigning = (id: number, decision: SigningDecision) => http.post<OrganiserSigningRecord>(OrganiserSigningApi.review(id), decision);
