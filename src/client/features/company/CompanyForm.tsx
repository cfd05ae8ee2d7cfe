/**
 * The company basic information form (schemas/company.json) with its review state, shown on the
 * exhibition-information screen and saved to /v4/exhibitor/company.
 */
import company from 'virtual:schema/company';
import { ReviewedRecordForm } from '../review/ReviewedRecordForm';

export function CompanyForm() {
  return <ReviewedRecordForm screen={company} endpoint="/v4/exhibitor/company" testId="company-form" />;
}
