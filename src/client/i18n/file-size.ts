import type { IntlShape } from 'react-intl';

/** 812 B, 12.3 kB, 4.2 MB in the active language. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  // Intl spells the byte unit out in English ("971 byte"); B is what file lists everywhere show.
  if (bytes < 1024) return `${intl.formatNumber(bytes)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value >= 100 ? 0 : 1 });
}
