/**
 * Loader of /companySigning/index: the companies with the exhibitor's state of each. A failed call
 * does not fail the screen: its message is on screen already, and the page offers a retry.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ListData } from '../../../shared/api';
import type { BrokerageCompany } from '../../../shared/signing';
import { isCancelled } from '../../../runtime/http';
import { fetchCompanies } from '../../features/signing/signing-api';

export interface CompanySigningData {
  companies: ListData<BrokerageCompany> | null;
}

export async function companySigningLoader({ request }: LoaderFunctionArgs): Promise<CompanySigningData> {
  try {
    return { companies: await fetchCompanies(request.signal) };
  } catch (error) {
    if (isCancelled(error)) throw error;
    return { companies: null };
  }
}
