/** The kinds of order the notify endpoint can mark paid. */
import { unbindPayable } from '../modules/unbind/payable';
import type { Payable } from './provider';

export const PAYABLES: readonly Payable[] = [unbindPayable];
