import type { SigningStatusValue } from '../../../shared/signing';
import type { MessageRef } from '../../http/i18n';

const LABELS: Record<SigningStatusValue, string> = {
  0: 'status.signing.waiting',
  1: 'status.signing.signed',
  2: 'status.signing.failed',
  3: 'status.signing.cancelled',
};

/** A signing state inside a refusal's message, in the caller's language. */
export const statusRef = (status: SigningStatusValue): MessageRef => ({ message: LABELS[status] });
