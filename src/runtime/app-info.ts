/**
 * How the portal introduces itself to the API on every call (SPEC.md §7: headers version, client,
 * client-name, platform). The server may use them to refuse clients that are too old.
 */
export const APP_VERSION = '0.1.0';
export const CLIENT_KIND = 'web';
export const CLIENT_NAME = 'exhibitor-portal';
export const PLATFORM = 'pc';
