/** Run-time screen editing in the organiser's console (issue 21): its public face for the pages. */
export { ScreenList } from './ScreenList';
export { ScreenEditor } from './ScreenEditor';
export { ScreenHistory } from './ScreenHistory';

import { RESOURCES } from '../../../shared/resources';

const EDITABLE: ReadonlySet<string> = new Set(Object.values(RESOURCES).map((resource) => resource.screen));

/** Whether staff can edit a screen at run time: the resources of src/shared/resources.ts (the server's EDITABLE_SCREENS). */
export const isEditableScreen = (screen: string): boolean => EDITABLE.has(screen);
