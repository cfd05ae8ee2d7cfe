/**
 * Demo group ticket products: three on sale from the portal's opening until the eve of the show, one
 * of them nearly sold out, so a buyer meets the stock rule at once. The organiser has also allocated
 * 30 four-day passes to the group ticket account (group@demo.test), taken from the product's stock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupProducts } from '../db/schema';
import { issueTickets } from '../modules/tickets/issue';

const SALE = { saleStartsAt: new Date(Date.UTC(2026, 0, 1)), saleEndsAt: new Date(Date.UTC(2027, 6, 29, 15, 59, 59)) };
const SHOW_DAYS = ['2027-07-30', '2027-07-31', '2027-08-01', '2027-08-02'];

export const DEMO_GROUP_PRODUCTS: (typeof groupProducts.$inferInsert)[] = [
  {
    name: '四日通票（团购）', nameEn: 'Four-day pass (group)',
    description: '展会全部四天可入场，仅限团购账号购买。', descriptionEn: 'Admits on all four days of the show; for group accounts only.',
    price: 36000, stock: 500, purchaseLimit: 200, admits: SHOW_DAYS, ...SALE,
  },
  {
    name: '公众日单日票（团购）', nameEn: 'Public day ticket (group)',
    description: '7 月 31 日或 8 月 1 日任选一天入场。', descriptionEn: 'Admits on 31 July or 1 August, one day of your choice.',
    price: 12000, stock: 2000, purchaseLimit: 500, admits: ['2027-07-31', '2027-08-01'], ...SALE,
  },
  {
    name: '商务日票（团购）', nameEn: 'Trade day ticket (group)',
    description: '7 月 30 日商务日入场，名额即将售罄。', descriptionEn: 'Admits on the trade day, 30 July; nearly sold out.',
    price: 68000, stock: 3, purchaseLimit: 10, admits: ['2027-07-30'], ...SALE,
  },
];

/** Four-day passes the organiser allocated to the group ticket account. */
export const DEMO_GROUP_ALLOCATION = 30;

export async function seedDemoGroupProducts(db: Db, groupTicketUserId: number): Promise<void> {
  const [pass] = await db.insert(groupProducts).values(DEMO_GROUP_PRODUCTS).returning();
  await db.update(groupProducts).set({ stock: sql`${groupProducts.stock} - ${DEMO_GROUP_ALLOCATION}` }).where(eq(groupProducts.id, pass!.id));
  await issueTickets(db, { groupUserId: groupTicketUserId }, {
    name: pass!.name, nameEn: pass!.nameEn, validity: pass!.admits.join(', '), validityEn: pass!.admits.join(', '),
    quantity: DEMO_GROUP_ALLOCATION, groupProductId: pass!.id,
  });
}
