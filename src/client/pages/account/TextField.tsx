import { Field, Flex, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface TextFieldProps {
  name: string;
  labelId: string;
  placeholderId?: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  maxLength?: number;
  value: string;
  /** Message id of the field's problem. */
  error?: string;
  /** Message id shown under the field while it has no problem. */
  helperId?: string;
  /** Shown under the field, under its problem too: the note that a code was sent. */
  helper?: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Beside the input: the send-code button. */
  addon?: ReactNode;
}

/** One labelled, required input with its message beneath: the building block of the account forms. */
export function TextField({ name, labelId, placeholderId, type = 'text', autoComplete, inputMode, maxLength, value, error, helperId, helper, onChange, onBlur, addon }: TextFieldProps) {
  const intl = useIntl();
  const input = (
    <Input
      name={name}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      autoCapitalize="none"
      spellCheck={false}
      size="lg"
      // Only beside an addon: in the field's column, flex 1 would squash the input's height.
      flex={addon ? '1' : undefined}
      placeholder={placeholderId ? intl.formatMessage({ id: placeholderId }) : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        <FormattedMessage id={labelId} />
        <Field.RequiredIndicator />
      </Field.Label>
      {addon ? <Flex gap="2" width="full">{input}{addon}</Flex> : input}
      {error && <Field.ErrorText data-testid={`${name}-error`}>{intl.formatMessage({ id: error })}</Field.ErrorText>}
      {helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : helperId && !error ? (
        <Field.HelperText>{intl.formatMessage({ id: helperId })}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
