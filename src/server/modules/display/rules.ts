/**
 * What the display materials' schemas cannot say: relations between two fields of one body. Each
 * breach is a field error on the later field, so the form shows it where the person corrects it.
 */
import type { FastifyRequest } from 'fastify';
import { FieldError } from '../../http/envelope';
import type { DisplayKind } from '../../../shared/display';
import type { Owner } from '../../screens/records';

type Body = Record<string, unknown>;
type BodyCheck = (request: FastifyRequest, owner: Owner, body: Body) => Promise<void>;

/** Activity times are show-time wall-clock strings of one format ("2026-11-27T14:00[:ss]"): seconds made explicit, they order as text. */
const withSeconds = (time: string): string => (time.length === 16 ? `${time}:00` : time);

function checkActivity(body: Body): void {
  const { start_time: start, end_time: end } = body;
  if (typeof start === 'string' && typeof end === 'string' && withSeconds(end) <= withSeconds(start)) {
    throw new FieldError('end_time', 'activity.end_time.after_start');
  }
}

function checkProduct(body: Body): void {
  const { price_min: low, price_max: high } = body;
  if (typeof low === 'number' && typeof high === 'number' && high < low) throw new FieldError('price_max', 'product.price_max.below_min');
}

const CHECKS: Partial<Record<DisplayKind, (body: Body) => void>> = { activity: checkActivity, product: checkProduct };

export function displayBodyCheck(kind: DisplayKind): BodyCheck | undefined {
  const check = CHECKS[kind];
  return check ? async (_request, _owner, body) => check(body) : undefined;
}
