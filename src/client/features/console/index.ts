/** The organiser's console: its public face for pages and the live stream. */
export { useInbox } from './use-inbox';
export { applyInboxFrame, useInboxChanges } from './inbox-live';
export { InboxKindBadge } from './InboxKindBadge';
export { RejectDialog, type RejectDialogProps } from './RejectDialog';
export { inboxItemPath } from './inbox-paths';
export { loadExhibitors, useShowBinding } from './exhibitor-directory';
export { DailyBindings } from './DailyBindings';
export { ConsolePage, type ConsolePageProps } from './ConsolePage';
export { BothLanguages, type BothLanguagesProps } from './BothLanguages';
export { CountTabList, type CountTab } from './CountTabList';
