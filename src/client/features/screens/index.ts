/**
 * The schema screens' public face (the only file another feature imports): the engine's services
 * for the app, the one hook that reads and saves a resource of the table in src/shared/, and the
 * one hook that reads a record for a page.
 */
export { ScreenEngine } from './ScreenEngine';
export { useResource, type ResourceHandle } from './use-resource';
export { useRecord, type RecordHandle, type RecordState } from './use-record';
export { importScreenModule, usePublishedScreen } from './published-screens';
