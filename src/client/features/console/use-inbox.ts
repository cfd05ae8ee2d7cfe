/**
 * What waits for staff (GET /api/organiser/inbox), read when the console opens and on reload().
 * Staff are not yet an audience of the live stream: new items appear on the next read.
 */
import { OrganiserConsoleApi, type Inbox } from '../../../shared/console';
import { useRecord, type RecordHandle } from '../screens';

export const useInbox = (): RecordHandle<Inbox> => useRecord<Inbox>(OrganiserConsoleApi.inbox);
