/** The resource table against the descriptors, the enum sets and the server's settings it names. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import { DISPLAY_KINDS } from '../../../src/shared/display';
import { REPORT_CATEGORY_SOURCE, RESOURCES, resourceOf, Review, REVIEW_SET, Shelf, SHELF_SET, type Resource } from '../../../src/shared/resources';
import { DEFAULT_SETTINGS } from '../../../src/server/settings';

const SCHEMAS = 'schemas';
const descriptor = (screen: string): ScreenDescriptor => JSON.parse(readFileSync(join(SCHEMAS, `${screen}.json`), 'utf8')) as ScreenDescriptor;
const entries: [string, Resource][] = Object.entries(RESOURCES);
const enums = JSON.parse(readFileSync(join(SCHEMAS, 'enums.json'), 'utf8')) as EnumSets;
/** Every screen descriptor of schemas/ (the format and the enum sets aside). */
const allScreens = readdirSync(SCHEMAS).filter((file) => file.endsWith('.json') && !file.startsWith('_') && file !== 'enums.json').map((file) => file.slice(0, -'.json'.length));

describe('resource table', () => {
  it('names each resource by its screen, whose descriptor exists with that id', () => {
    for (const [key, resource] of entries) {
      expect(resource.screen, key).toBe(key);
      expect(existsSync(join(SCHEMAS, `${resource.screen}.json`)), resource.screen).toBe(true);
      expect(descriptor(resource.screen).id, resource.screen).toBe(resource.screen);
    }
  });

  it('gives every resource its own path below /v4/', () => {
    const paths = entries.map(([, resource]) => resource.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/v4\/[a-z/-]+[a-z]$/);
  });

  it('keeps the paths SPEC.md and the portal use', () => {
    expect(Object.fromEntries(entries.map(([key, resource]) => [key, resource.path]))).toEqual({
      company: '/v4/exhibitor/company',
      catalogue: '/v4/exhibitor/catalogue',
      report: '/v4/exhibitor/report',
      product: '/v4/exhibitor/display/product',
      merch: '/v4/exhibitor/display/merch',
      project: '/v4/exhibitor/display/project',
      activity: '/v4/exhibitor/display/activity',
      'invoice-header': '/v4/invoice/header',
    });
    expect(REPORT_CATEGORY_SOURCE).toBe('/v4/exhibitor/report/category');
  });

  it('is reviewed exactly where the record declares review_status, and shelved exactly where it declares shelf_status', () => {
    for (const [, resource] of entries) {
      const record = descriptor(resource.screen).record?.properties ?? {};
      expect(Boolean(record.review_status), `${resource.screen} review_status`).toBe(resource.reviewed);
      expect(Boolean(record.shelf_status), `${resource.screen} shelf_status`).toBe(resource.shelved);
      if (resource.reviewed) expect(record.review_status?.['x-enum'], resource.screen).toBe(REVIEW_SET);
      if (resource.shelved) expect(record.shelf_status?.['x-enum'], resource.screen).toBe(SHELF_SET);
      // Only what the organiser approved goes on shelf.
      if (resource.shelved) expect(resource.reviewed, resource.screen).toBe(true);
    }
  });

  it('holds every descriptor whose records are reviewed or shelved', () => {
    for (const screen of allScreens) {
      const record = descriptor(screen).record?.properties ?? {};
      if (record.review_status) expect(resourceOf(screen)?.reviewed, screen).toBe(true);
      if (record.shelf_status) expect(resourceOf(screen)?.shelved, screen).toBe(true);
    }
  });

  it('holds the four display kinds, each in the display materials area', () => {
    for (const kind of DISPLAY_KINDS) expect(resourceOf(kind)).toMatchObject({ area: 'displayMaterials', single: false, reviewed: true, shelved: true });
  });

  it('closes a resource only by a setting that holds a time', () => {
    for (const [, resource] of entries) {
      if (resource.deadline) expect(typeof DEFAULT_SETTINGS[resource.deadline], resource.screen).toBe('number');
    }
    expect(RESOURCES.catalogue.deadline).toBe('catalogue_deadline');
  });

  it('finds no resource for a name that is not one', () => {
    expect(resourceOf('booth-ticket')).toBeUndefined();
    expect(resourceOf('constructor')).toBeUndefined();
  });
});

describe('state sets', () => {
  it('are labelled by their schemas/enums.json sets, value by value', () => {
    expect(Object.keys(enums[REVIEW_SET]!).sort()).toEqual(Object.values(Review).map(String).sort());
    expect(Object.keys(enums[SHELF_SET]!).sort()).toEqual(Object.values(Shelf).map(String).sort());
    expect(enums[REVIEW_SET]![String(Review.REJECTED)]!.label).toBe('status.review.rejected');
    expect(enums[SHELF_SET]![String(Shelf.ON)]!.label).toBe('status.shelf.on');
  });
});
