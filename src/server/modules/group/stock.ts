/**
 * Taking tickets from a product's stock, for an order or the organiser's allocation: one conditional
 * UPDATE (stock >= quantity), so however many take at once the stock never goes below zero. A refusal
 * names what remains (2010); an unknown product is 1004.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { groupProducts } from '../../db/schema';
import { ApiError } from '../../http/envelope';

export async function takeStock(tx: Db, productId: number, quantity: number): Promise<typeof groupProducts.$inferSelect> {
  const [product] = await tx.update(groupProducts).set({ stock: sql`${groupProducts.stock} - ${quantity}` })
    .where(and(eq(groupProducts.id, productId), gte(groupProducts.stock, quantity))).returning();
  if (product) return product;
  const [known] = await tx.select({ stock: groupProducts.stock }).from(groupProducts).where(eq(groupProducts.id, productId));
  if (!known) throw new ApiError(Codes.NOT_FOUND, { ticket_id: productId }, 'group.error.product_not_found');
  throw new ApiError(Codes.RECORD_STATE, { remaining: known.stock }, 'group.error.stock_exceeded', { remaining: known.stock, quantity });
}
