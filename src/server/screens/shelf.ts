/**
 * Shelf states of SPEC.md §4 as stored in screen_records.shelf_status (schemas/enums.json "shelf"):
 * whether a reviewed display item is shown to the expo's visitors. A screen has them when its
 * descriptor declares record.properties.shelf_status.
 */
import type { Screen } from './registry';

export const Shelf = { OFF: 0, ON: 1 } as const;

export const hasShelf = (screen: Screen): boolean => Boolean(screen.descriptor.record?.properties.shelf_status);
