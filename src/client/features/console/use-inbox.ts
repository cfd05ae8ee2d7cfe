/**
 * What waits for staff (GET /api/organiser/inbox): read when the console opens, on reload(), and
 * again whenever the live stream says it changed.
 */
import { OrganiserConsoleApi, type Inbox } from '../../../shared/console';
import { useRecord, type RecordHandle } from '../screens';
import { useInboxChanges } from './inbox-live';

export const useInbox = (): RecordHandle<Inbox> => useRecord<Inbox>(OrganiserConsoleApi.inbox, { refreshKey: useInboxChanges() });
