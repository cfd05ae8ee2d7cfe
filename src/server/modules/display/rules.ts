/**
 * What the display materials' schemas cannot say: relations between two fields of one body, and a
 * reference to the programme that must exist. Each breach is a field error on the later field, so the
 * form shows it where the person corrects it.
 */
import type { FastifyRequest } from 'fastify';
import { FieldError } from '../../http/envelope';
import type { DisplayKind } from '../../../shared/display';
import type { Owner } from '../../screens/records';
import type { Db } from '../../db/client';
import { trackExists } from '../course/queries';
import { discoveryCategoryExists } from '../discovery/queries';

type Body = Record<string, unknown>;
type BodyCheck = (request: FastifyRequest, owner: Owner, body: Body) => Promise<void>;

/** Activity times are show-time wall-clock strings of one format ("2026-11-27T14:00[:ss]"): seconds made explicit, they order as text. */
const withSeconds = (time: string): string => (time.length === 16 ? `${time}:00` : time);

async function checkActivity(body: Body, db: Db): Promise<void> {
  const { start_time: start, end_time: end, track_id: track } = body;
  if (typeof start === 'string' && typeof end === 'string' && withSeconds(end) <= withSeconds(start)) {
    throw new FieldError('end_time', 'activity.end_time.after_start');
  }
  // The track an activity belongs to is one of the programme's (the organiser may have removed it since the form loaded).
  if (typeof track === 'number' && !(await trackExists(db, track))) throw new FieldError('track_id', 'activity.track_id.unknown');
}

async function checkProduct(body: Body, db: Db): Promise<void> {
  const { price_min: low, price_max: high, category_id: category } = body;
  if (typeof low === 'number' && typeof high === 'number' && high < low) throw new FieldError('price_max', 'product.price_max.below_min');
  if (typeof category === 'number' && !(await discoveryCategoryExists(db, category))) throw new FieldError('category_id', 'product.category_id.unknown');
}

const CHECKS: Partial<Record<DisplayKind, (body: Body, db: Db) => void | Promise<void>>> = { activity: checkActivity, product: checkProduct };

export function displayBodyCheck(kind: DisplayKind, db: Db): BodyCheck | undefined {
  const check = CHECKS[kind];
  return check ? async (_request, _owner, body) => check(body, db) : undefined;
}
