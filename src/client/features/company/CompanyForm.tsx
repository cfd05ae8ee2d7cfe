/**
 * The company basic information form (schemas/company.json) with its review state, shown on the
 * exhibition-information screen and saved to its resource path.
 */
import company from 'virtual:schema/company';
import { RESOURCES } from '../../../shared/resources';
import { ReviewedRecordForm } from '../review';

export function CompanyForm() {
  return <ReviewedRecordForm screen={company} resource={RESOURCES.company} testId="company-form" />;
}
