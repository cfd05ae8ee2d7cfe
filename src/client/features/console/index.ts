/** The organiser's console: its public face for pages. */
export { useInbox } from './use-inbox';
export { InboxKindBadge } from './InboxKindBadge';
export { ConsolePage, type ConsolePageProps } from './ConsolePage';
