import { TextField } from './TextField';

interface ContactFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  labelId?: string;
}

/** The phone number or e-mail a code goes to. */
export function ContactField({ labelId = 'account.contact', ...props }: ContactFieldProps) {
  return <TextField name="account" labelId={labelId} placeholderId="account.contact.placeholder" autoComplete="username" inputMode="email" {...props} />;
}
