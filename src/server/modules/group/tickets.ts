/**
 * The group tickets a group account holds: those of its paid orders, issued in the transaction that
 * pays the order (a provider's callback or the organiser confirming a remittance), and those the
 * organiser allocates to it from a product's stock. Binding them is the tickets module's job.
 */
import { eq } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { PriceChannel } from '../../../shared/group';
import type { Db } from '../../db/client';
import { groupOrders, groupProducts, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { issueTickets } from '../tickets/issue';
import { productChannels } from './queries';
import { takeStock } from './stock';

type Product = typeof groupProducts.$inferSelect;

const issueOf = (product: Product, quantity: number) => ({
  name: product.name,
  nameEn: product.nameEn,
  validity: product.admits.join(', '),
  validityEn: product.admits.join(', '),
  quantity,
  groupProductId: product.id,
});

/** Issues a just-paid order's tickets to its buyer, inside the paying transaction. */
export async function issueOrderTickets(tx: Db, orderId: number): Promise<void> {
  const [row] = await tx.select({ order: groupOrders, product: groupProducts }).from(groupOrders)
    .innerJoin(groupProducts, eq(groupProducts.id, groupOrders.productId)).where(eq(groupOrders.id, orderId));
  if (!row) throw new Error(`group order ${orderId} not found`);
  await issueTickets(tx, { groupUserId: row.order.userId }, { ...issueOf(row.product, row.order.quantity), groupOrderId: orderId });
}

/**
 * The organiser gives a group ticket account tickets of a product directly, from its stock (the same
 * conditional UPDATE as an order: never below zero). Answers the allocation's id.
 */
export async function allocateGroupTickets(db: Db, input: { userId: number; productId: number; quantity: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const [holder] = await tx.select({ isGroupTicket: users.isGroupTicket }).from(users).where(eq(users.id, input.userId));
    if (!holder?.isGroupTicket) throw new ApiError(Codes.RECORD_STATE, { user_id: input.userId }, 'group.error.not_group_ticket_account');
    const channels = await productChannels(tx, input.productId);
    if (channels.length > 0 && !channels.includes(PriceChannel.ALLOCATION)) {
      throw new ApiError(Codes.RECORD_STATE, { ticket_id: input.productId }, 'group.error.not_allocated');
    }
    const product = await takeStock(tx, input.productId, input.quantity);
    return issueTickets(tx, { groupUserId: input.userId }, issueOf(product, input.quantity));
  });
}
