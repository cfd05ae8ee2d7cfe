/**
 * The schema screens' public face (the only file another feature imports): the engine's services
 * for the app, and the one hook that reads and saves a resource of the table in src/shared/.
 */
export { ScreenEngine } from './ScreenEngine';
export { useResource, type ResourceHandle } from './use-resource';
