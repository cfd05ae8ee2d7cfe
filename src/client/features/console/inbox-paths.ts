/** Where staff deal with an item of the inbox: the console page of that record. */
import type { InboxItem } from '../../../shared/console';
import { organiserInvoicePath } from '../../../shared/invoice';
import { consoleGroupOrderPath } from '../group';

export function inboxItemPath(item: InboxItem): string | null {
  switch (item.kind) {
    case 'review': return item.screen ? `/organiser/reviews/detail?screen=${item.screen}&id=${item.id}` : null;
    case 'question': return `/organiser/questions?id=${item.id}`;
    case 'signing': return '/organiser/signings';
    case 'invoice': return organiserInvoicePath(item.id);
    case 'remittance': return consoleGroupOrderPath(item.id);
    default: return null;
  }
}
