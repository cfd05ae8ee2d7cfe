/** Personal data as lists and exports show it (ARCHITECTURE.md: masked in lists and exports). */
export type MaskKind = 'idNumber' | 'phone' | 'email';

const keep = (value: string, head: number, tail: number): string =>
  value.length <= head + tail ? '*'.repeat(value.length) : `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;

export function mask(kind: MaskKind, value: string): string {
  if (!value) return value;
  switch (kind) {
    case 'idNumber': return keep(value, 3, 4);
    case 'phone': return keep(value, 3, 4);
    case 'email': {
      const at = value.indexOf('@');
      return at <= 0 ? keep(value, 1, 1) : `${keep(value.slice(0, at), 1, 1)}${value.slice(at)}`;
    }
  }
}
