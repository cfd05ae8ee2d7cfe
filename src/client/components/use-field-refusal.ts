/**
 * A refusal of a dialog's form that concerns one field, drawn on that field as the server's field
 * errors are: the server names the field (`data.field`), or says which value it refused, a key of
 * `data` the form maps to its field (the group forms: `data.remaining` is more than the stock, so the
 * quantity). Other refusals stay the form's own, above it.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../../engine';
import { ApiError } from '../../runtime/http';

/** Keys of a refusal's `data` and the field each concerns. */
export type FieldOfData = Readonly<Record<string, string>>;

/** The field a refusal concerns among `fields`; undefined when it names none of them. */
export function refusedField(error: unknown, fields: readonly string[], fieldOfData: FieldOfData = {}): string | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data = error.data as Record<string, unknown>;
  const named = typeof data.field === 'string' ? data.field : Object.keys(data).map((key) => fieldOfData[key]).find(Boolean);
  return named && fields.includes(named) ? named : undefined;
}

/** The refusal as SchemaForm's field errors, when it concerns one of `fields`; otherwise the error as it is. */
export function onItsField(error: unknown, fields: readonly string[], fieldOfData: FieldOfData = {}): unknown {
  const field = refusedField(error, fields, fieldOfData);
  if (!field || !(error instanceof ApiError)) return error;
  return new ApiError(error.code, error.message, { errors: [{ field, message: error.message }] }, error.status);
}

/**
 * A form's submit that sends `save`: a refusal about a field of `fields` goes to that field, any
 * other is kept in `refusal` for the dialog to show. Either way the submit fails, so the form keeps
 * what was typed.
 */
export function useFieldRefusal(fields: readonly string[], save: (data: Record<string, unknown>) => Promise<void>, fieldOfData: FieldOfData = {}) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = useCallback(async (data: Record<string, unknown>) => {
    setRefusal(null);
    try {
      await save(data);
    } catch (error) {
      const shown = onItsField(error, fields, fieldOfData);
      if (serverFieldErrors(shown).length === 0) setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
      throw shown;
    }
  }, [fields, save, intl, fieldOfData]);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, clear, submit };
}
