/**
 * The company basic information form (schemas/company.json) with its review state, shown on the
 * exhibition-information screen and saved to its resource path. Before anything is saved it starts
 * from the exhibitor's names the portal already holds, in both languages.
 */
import { useMemo } from 'react';
import company from 'virtual:schema/company';
import type { ExhibitorSummary } from '../../../shared/api';
import { RESOURCES } from '../../../shared/resources';
import { ReviewedRecordForm } from '../review';

export function CompanyForm({ exhibitor }: { exhibitor: Pick<ExhibitorSummary, 'name' | 'name_en'> }) {
  const initial = useMemo(() => companyStart(exhibitor), [exhibitor]);
  return <ReviewedRecordForm screen={company} resource={RESOURCES.company} initial={initial} testId="company-form" />;
}

/** The company form's first values: the exhibitor's names, those it has. */
export function companyStart({ name, name_en }: Pick<ExhibitorSummary, 'name' | 'name_en'>): Record<string, string> {
  return { ...(name ? { name } : {}), ...(name_en ? { name_en } : {}) };
}
