import { Stack } from '@chakra-ui/react';
import type { Problems } from './form-checks';
import { TextField } from './TextField';
import type { PasswordPairValues } from './validate-account';

interface PasswordPairFieldsProps {
  values: PasswordPairValues;
  errors: Problems<keyof PasswordPairValues>;
  onChange: (field: keyof PasswordPairValues, value: string) => void;
  onBlur: (field: keyof PasswordPairValues) => void;
}

/** A new password and its confirmation (SPEC.md §5); the rule stays in sight under the first. */
export function PasswordPairFields({ values, errors, onChange, onBlur }: PasswordPairFieldsProps) {
  return (
    <Stack gap="5">
      <TextField
        name="password"
        type="password"
        labelId="account.password.new"
        placeholderId="account.password.new.placeholder"
        autoComplete="new-password"
        helperId="account.password.rule"
        value={values.password}
        error={errors.password}
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
      />
      <TextField
        name="password_confirm"
        type="password"
        labelId="account.password.confirm"
        placeholderId="account.password.confirm.placeholder"
        autoComplete="new-password"
        value={values.password_confirm}
        error={errors.password_confirm}
        onChange={(value) => onChange('password_confirm', value)}
        onBlur={() => onBlur('password_confirm')}
      />
    </Stack>
  );
}
