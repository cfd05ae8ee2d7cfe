/** Run-time screen editing in the organiser's console (issue 21): its public face for the pages. */
export { ScreenList } from './ScreenList';
export { ScreenEditor } from './ScreenEditor';
export { ScreenHistory } from './ScreenHistory';
