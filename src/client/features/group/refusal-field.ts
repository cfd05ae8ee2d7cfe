/**
 * A refusal of the organiser's group forms that concerns one field, drawn on that field as the
 * server's field errors are: the server names the field (`data.field`), or says which value it refused
 * (`data.user_id`: not a group ticket account; `data.ticket_id`: no such product; `data.remaining`:
 * more than the stock). Other refusals stay the form's own, above it.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../../../engine';
import { ApiError } from '../../../runtime/http';

const FIELD_OF_DATA: Readonly<Record<string, string>> = { user_id: 'user_id', ticket_id: 'ticket_id', remaining: 'quantity' };

/** The field a refusal concerns among `fields`; undefined when it names none of them. */
export function refusedField(error: unknown, fields: readonly string[]): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data = error.data as Record<string, unknown>;
  const named = typeof data.field === 'string' ? data.field : Object.keys(data).map((key) => FIELD_OF_DATA[key]).find(Boolean);
  return named && fields.includes(named) ? named : undefined;
}

/** The refusal as SchemaForm's field errors, when it concerns one of `fields`; otherwise the error as it is. */
export function onItsField(error: unknown, fields: readonly string[]): unknown {
  const field = refusedField(error, fields);
  if (!field || !(error instanceof ApiError)) return error;
  return new ApiError(error.code, error.message, { errors: [{ field, message: error.message }] }, error.status);
}

/**
 * A form's submit that sends `save`: a refusal about a field of `fields` goes to that field, any
 * other is kept in `refusal` for the dialog to show. Either way the submit fails, so the form keeps
 * what was typed.
 */
export function useFieldRefusal(fields: readonly string[], save: (data: Record<string, unknown>) => Promise<void>) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useCallback(async (data: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await save(data);
    } catch (error) {
      const shown = onItsField(error, fields);
      if (serverFieldErrors(shown).length === 0) setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
      throw shown;
    }
  }, [fields, save, intl]);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, clear, submit };
}
