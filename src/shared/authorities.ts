/**
 * Sub-account authority ids (SPEC.md §3, §6). An exhibitor grants these to a sub-account; the client
 * filters its menu by them and the server refuses the matching endpoints without them.
 * Id 8 (unbind orders) is fixed by the spec; the others are the portal's own numbering.
 */
export const Authority = {
  EXHIBIT_INFO: 1,
  EXHIBITION_MATERIALS: 2,
  COMPANY_SIGNING: 3,
  FAQ: 4,
  DISPLAY_MATERIALS: 5,
  BOOTH_TICKETS: 6,
  INVOICES: 7,
  UNBIND_ORDERS: 8,
} as const;

export type AuthorityId = (typeof Authority)[keyof typeof Authority];

export const ALL_AUTHORITIES: readonly AuthorityId[] = Object.values(Authority);

/** Locale id of an authority's name. */
export const authorityLabel = (id: AuthorityId): string => `authority.${id}`;
