/**
 * What a screen is (ARCHITECTURE.md "One way to do each thing"): every schema-driven resource of the
 * portal, each declared by schemas/<screen>.json and served at one path. The server registers each
 * one's routes from this table (screens/crud-routes.ts) and the client reads and writes it through
 * useResource with the very same path, so an endpoint is written down once.
 */
import type { Area } from './access';
import type { DisplayKind } from './display';

/**
 * Review states of SPEC.md §4, stored in a record's review_status (null: never submitted). Their
 * labels and colours are the schemas/enums.json set REVIEW_SET, keyed by these values.
 */
export const Review = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const REVIEW_SET = 'review';

/**
 * Shelf states of SPEC.md §4, stored in a record's shelf_status: whether a reviewed display item is
 * shown to the expo's visitors. Labels and colours: the schemas/enums.json set SHELF_SET.
 */
export const Shelf = { OFF: 0, ON: 1 } as const;
export const SHELF_SET = 'shelf';

/** Organiser settings that close a resource (Unix seconds, also served in /v4/expo/config). */
export type DeadlineSetting = 'catalogue_deadline';

export interface Resource {
  /** Its descriptor is schemas/<screen>.json; live review decisions name the resource by it too. */
  screen: string;
  /** The API path below /api, exactly as SPEC.md names it. */
  path: string;
  /** The access area whose rule the server's access hook applies to every route of the resource. */
  area: Area;
  /**
   * One record per owner (GET path, PUT path) rather than a list
   * (GET path, POST path, POST path/export, GET/PUT/DELETE path/:id).
   */
  single: boolean;
  /** The organiser reviews every submission (review_status): a stored change goes back to review. */
  reviewed: boolean;
  /** A reviewed record can be put on shelf or taken off (shelf_status; POST path/:id/shelf). */
  shelved: boolean;
  /** The setting after which the resource's records can no longer be created, changed or deleted. */
  deadline?: DeadlineSetting;
  /**
   * Fields the portal's own code reads (a look-up, a snapshot, a preview): staff editing the screen
   * at run time may reword and tighten them, but not remove them or change their type.
   */
  keeps?: readonly string[];
}

const display = (kind: DisplayKind) =>
  ({ screen: kind, path: `/v4/exhibitor/display/${kind}`, area: 'displayMaterials', single: false, reviewed: true, shelved: true }) as const;

/** Keyed by screen id. */
export const RESOURCES = {
  // The tax-number look-up of invoice headers reads the company's names and credit code.
  company: { screen: 'company', path: '/v4/exhibitor/company', area: 'exhibitInfo', single: true, reviewed: true, shelved: false, keeps: ['name', 'name_en', 'credit_code'] },
  catalogue: {
    screen: 'catalogue', path: '/v4/exhibitor/catalogue', area: 'exhibitionMaterials', single: true, reviewed: true, shelved: false,
    deadline: 'catalogue_deadline',
    // The app and paper catalogue previews draw these.
    keeps: ['catalogue_name', 'catalogue_name_en', 'profile', 'profile_en', 'display_logo'],
  },
  // The material categories count the filings of each category.
  report: { screen: 'report', path: '/v4/exhibitor/report', area: 'exhibitionMaterials', single: false, reviewed: true, shelved: false, keeps: ['category_id'] },
  product: display('product'),
  merch: display('merch'),
  project: display('project'),
  activity: display('activity'),
  // An invoice application keeps a snapshot of these; the tax-number look-up reads the first two.
  'invoice-header': {
    screen: 'invoice-header', path: '/v4/invoice/header', area: 'invoice', single: false, reviewed: false, shelved: false,
    keeps: ['title', 'tax_no', 'address', 'phone', 'bank', 'bank_account'],
  },
} as const satisfies Record<string, Resource>;

export type ResourceId = keyof typeof RESOURCES;

/** Where organiser staff list, export and review every exhibitor's records of a resource. */
export const organiserPathOf = (resource: Resource): string => `/organiser/${resource.screen}`;

/** The resource of a screen id, if the screen is one. */
export const resourceOf = (screen: string): Resource | undefined =>
  (Object.hasOwn(RESOURCES, screen) ? RESOURCES[screen as ResourceId] : undefined);

/** The option source of a filing's category_id (schemas/report.json): the exhibitor's material categories. */
export const REPORT_CATEGORY_SOURCE = `${RESOURCES.report.path}/category`;
