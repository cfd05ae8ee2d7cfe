/**
 * What an application's form says is wrong, and where: its own checks (schemas/invoice-application.json),
 * shown once a field was left or a submit tried, and the server's field errors, each shown while its
 * field is as it was sent. The orders' problems go beside the order picker, a field's on it, any
 * other above the button.
 */
import { useCallback, useMemo, useState } from 'react';
import { serverFieldErrors } from '../../../engine';
import { checkApplication, useValidationTranslator, type ApplicationProblems } from './application-checks';
import { hasErrors, placeFieldErrors, sameValue, type ApplicationField, type PlacedErrors } from './invoice-rules';

/** What was sent and what the server said of it. */
interface Refused { body: Record<string, unknown>; errors: PlacedErrors }

export interface ApplicationErrors {
  fields: Partial<Record<ApplicationField, string>>;
  orders: string[];
  other: string[];
  /** A field was left: its problem shows from now on. */
  leave: (field: ApplicationField) => void;
  /** A submit: every problem shows from now on; true when the body may be sent. */
  attempt: () => boolean;
  /** The server refused the body: true when it named fields (shown now), false when the request layer has said why. */
  refuse: (error: unknown) => boolean;
}

/** `withOrders` false for a resubmission, which names no orders. */
export function useApplicationErrors(body: Record<string, unknown>, { withOrders = true }: { withOrders?: boolean } = {}): ApplicationErrors {
  const tr = useValidationTranslator();
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [refused, setRefused] = useState<Refused | null>(null);
  const problems: ApplicationProblems = useMemo(() => {
    const all = checkApplication(body, tr);
    if (!withOrders) delete all.orders;
    return all;
  }, [body, tr, withOrders]);

  const shown = (field: 'orders' | ApplicationField): string | undefined => (tried || left.has(field) ? problems[field] : undefined);
  const asSent = (field: 'orders' | ApplicationField): boolean => refused !== null && sameValue(refused.body[field], body[field]);
  const fromServer = (field: ApplicationField): string | undefined => (asSent(field) ? refused?.errors.fields[field] : undefined);
  const serverOrders = asSent('orders') ? refused?.errors.orders ?? [] : [];
  const ordersProblem = shown('orders');

  const leave = useCallback((field: ApplicationField) => setLeft((previous) => (previous.has(field) ? previous : new Set(previous).add(field))), []);
  const attempt = useCallback(() => {
    setTried(true);
    setRefused(null);
    return Object.keys(problems).length === 0;
  }, [problems]);
  const refuse = useCallback((error: unknown) => {
    const errors = placeFieldErrors(serverFieldErrors(error));
    setRefused({ body, errors });
    return hasErrors(errors);
  }, [body]);

  return {
    fields: {
      header_id: fromServer('header_id') ?? shown('header_id'),
      invoice_type: fromServer('invoice_type') ?? shown('invoice_type'),
      email: fromServer('email') ?? shown('email'),
    },
    orders: serverOrders.length > 0 ? serverOrders : ordersProblem ? [ordersProblem] : [],
    other: refused?.errors.other ?? [],
    leave,
    attempt,
    refuse,
  };
}
