/**
 * Demo data for a new installation (README: demo accounts). Seeded once, into an empty database:
 * two exhibitors, their main and sub-accounts, two group-purchase accounts, notices and to-dos.
 */
import { count } from 'drizzle-orm';
import { Authority } from '../../shared/authorities';
import type { Db } from '../db/client';
import { exhibitorCategories, exhibitorMembers, exhibitors, notices, protocols, todos, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { attachDemoNoticeFiles } from './demo-notice-files';
import { DEMO_PROTOCOLS } from './demo-protocols';
import { seedDemoBrokerage } from './demo-brokerage';
import { seedDemoGroupProducts } from './demo-group';
import { seedDemoDiscovery } from './demo-discovery';
import { seedDemoStaff } from './demo-staff';
import { seedDemoOfficial, tagDemoNotices } from './demo-official';
import { seedDemoProgramme } from './demo-programme';
import { seedDemoTickets } from './demo-tickets';

export const DEMO_PASSWORD = 'Expo2026!';

export const DEMO_ACCOUNTS = [
  { email: 'exhibitor@demo.test', what: 'main exhibitor account (account_type 1)' },
  { email: 'sub@demo.test', what: 'sub-account with the booth-ticket and unbind-order authorities' },
  { email: 'sub2@demo.test', what: 'sub-account with the exhibit-information authority only' },
  { email: 'group@demo.test', what: 'group account (account_type 2), group buying and group tickets' },
  { email: 'groupbuy@demo.test', what: 'group account (account_type 2), group buying only' },
  { email: 'newbie@demo.test', what: 'must bind a phone or e-mail at first login (answers 11013)' },
  { email: 'staff1@demo.test', what: 'registered in the mini program, in no exhibitor yet: can be added as a sub-account' },
  { email: 'staff2@demo.test', what: 'registered in the mini program, in no exhibitor yet: can be added as a sub-account' },
  { email: 'organiser@demo.test', what: 'organiser staff with the Administrator role: the whole console' },
  { email: 'finance@demo.test', what: 'organiser staff with the Finance role: group orders and tickets, invoices, exhibitors' },
  { email: 'firstlogin@demo.test', what: 'sub-account of the second exhibitor; must bind a phone or e-mail at first login (answers 11013)' },
  { email: 'renew@demo.test', what: 'sub-account of the second exhibitor; must set a new password at first login (answers 11016)' },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

export interface SeedOptions {
  /**
   * The data folder: the demo notices' files are written under its notices/ and listed on the
   * notices. Without it (the tests' database template) the notices have no files.
   */
  dataDir?: string;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [star, rookie] = await tx.insert(exhibitors).values([
      { name: '星游互动娱乐有限公司', nameEn: 'Star Trail Interactive Entertainment Co., Ltd.', boothNo: 'N3-A01', hall: 'N3', boothArea: 108, boothType: 'raw_space',
        exhibitType: '主机与移动游戏', exhibitTypeEn: 'Console and mobile games', project: 'B2C 游戏互动展区', projectEn: 'B2C Game Zone' },
      { name: '新锐游戏工作室', nameEn: 'Rookie Games Studio', boothNo: 'W2-C18', hall: 'W2', boothArea: 9, boothType: 'shell_scheme',
        exhibitType: '独立游戏', exhibitTypeEn: 'Indie games', project: '独立游戏孵化区', projectEn: 'Indie Incubator' },
    ]).returning({ id: exhibitors.id });
    if (!star || !rookie) throw new Error('seed: exhibitors not created');

    const account = (email: string, name: string, extra: Partial<typeof users.$inferInsert> = {}) =>
      ({ email, name, passwordHash, ...extra });
    const created = await tx.insert(users).values([
      account('exhibitor@demo.test', '李明', { phone: '13800000001', username: 'startrail' }),
      account('sub@demo.test', '王芳', { phone: '13800000002' }),
      account('sub2@demo.test', '张伟', { phone: '13800000003' }),
      account('group@demo.test', '陈静', { accountType: 2, isGroupBuy: true, isGroupTicket: true }),
      account('groupbuy@demo.test', '刘洋', { accountType: 2, isGroupBuy: true }),
      account('newbie@demo.test', '赵磊', { mustBindContact: true }),
      account('organiser@demo.test', '组委会审核员', { isOrganiser: true }),
      account('finance@demo.test', '组委会财务', { isOrganiser: true }),
      // Registered people outside any exhibitor: what an exhibitor adds as a sub-account.
      account('staff1@demo.test', '周婷', { phone: '13800000011' }),
      account('staff2@demo.test', '孙浩'),
      // The first-login steps once more, for trying them without spending newbie@demo.test.
      account('firstlogin@demo.test', '钱坤', { mustBindContact: true }),
      account('renew@demo.test', '孙丽', { phone: '13800000021', mustSetPassword: true }),
    ]).returning({ id: users.id, email: users.email });
    const id = (email: string): number => {
      const user = created.find((row) => row.email === email);
      if (!user) throw new Error(`seed: ${email} not created`);
      return user.id;
    };

    await tx.insert(exhibitorMembers).values([
      { exhibitorId: star.id, userId: id('exhibitor@demo.test'), realName: '李明' },
      { exhibitorId: star.id, userId: id('sub@demo.test'), isSubAccount: true, realName: '王芳', authorities: [Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS] },
      { exhibitorId: star.id, userId: id('sub2@demo.test'), isSubAccount: true, realName: '张伟', authorities: [Authority.EXHIBIT_INFO] },
      { exhibitorId: rookie.id, userId: id('newbie@demo.test'), realName: '赵磊' },
      { exhibitorId: rookie.id, userId: id('firstlogin@demo.test'), isSubAccount: true, realName: '钱坤' },
      { exhibitorId: rookie.id, userId: id('renew@demo.test'), isSubAccount: true, realName: '孙丽' },
    ]);

    await tx.insert(exhibitorCategories).values([
      { exhibitorId: star.id, name: '主机游戏', nameEn: 'Console games', sort: 1 },
      { exhibitorId: star.id, name: '移动游戏', nameEn: 'Mobile games', sort: 2 },
      { exhibitorId: star.id, name: '游戏周边', nameEn: 'Merchandise', sort: 3 },
    ]);

    const seededNotices = await tx.insert(notices).values([
      { kind: 'requiredReading', title: '展商参展须知', titleEn: 'Exhibitor guide', content: '请在开展前仔细阅读展商手册，了解布展、撤展时间与安全规定。\n布展时间：2027 年 7 月 27 日至 29 日，每日 08:00–20:00。\n撤展时间：2027 年 8 月 2 日 17:00 起。\n进馆须知：所有人员凭实名绑定的证件入场，证件仅限本人使用，不得转借。\n消防安全：展位内禁止明火与吸烟，消防通道、消防栓及安全出口须始终保持畅通。\n噪音管理：展位边缘音量不得超过 70 分贝，演出活动须提前向主办方报备。\n物流与仓储：大件展品请通过主场物流进馆，展馆内不提供临时仓储。', contentEn: 'Read the exhibitor manual before the show: build-up and dismantling times and safety rules.\nBuild-up: 27–29 July 2027, 08:00–20:00 daily.\nDismantling: from 17:00 on 2 August 2027.\nEntry: everyone enters with a ticket bound to their own name; tickets are personal and cannot be lent.\nFire safety: no open flames or smoking at the booth; fire lanes, hydrants and exits stay clear at all times.\nSound: at most 70 dB(A) at the booth edge; performances are announced to the organiser in advance.\nLogistics: large exhibits come in through the official freight forwarder; the halls offer no temporary storage.', publishedAt: new Date('2026-10-08T02:00:00Z') },
      { kind: 'requiredReading', title: '证件办理与实名制说明', titleEn: 'Booth tickets and real-name registration', content: '所有展位证件须实名绑定后方可入场。', contentEn: 'Every booth ticket must be bound to a real name before it admits its holder.', publishedAt: new Date('2026-10-15T02:00:00Z') },
      { kind: 'exhibitionRelatedMaterials', title: '特装展位搭建规范', titleEn: 'Raw-space booth construction rules', content: '特装展位搭建图纸须于 2027 年 6 月 15 日前提交审核。', contentEn: 'Raw-space booth drawings must be submitted for review by 15 June 2027.', publishedAt: new Date('2026-10-20T02:00:00Z') },
      { kind: 'exhibitionRelatedMaterials', title: '标准展位配置说明', titleEn: 'Shell-scheme booth fittings', content: '标准展位含楣板、射灯两盏、洽谈桌一张、椅子两把。', contentEn: 'A shell-scheme booth comes with a fascia board, two spotlights, a table and two chairs.', publishedAt: new Date('2026-10-22T02:00:00Z') },
    ]).returning({ id: notices.id });
    if (options.dataDir) await attachDemoNoticeFiles(tx, options.dataDir, seededNotices.map((notice) => notice.id));

    await tx.insert(protocols).values(DEMO_PROTOCOLS);
    await seedDemoTickets(tx, { star: star.id, rookie: rookie.id }, options.dataDir);
    await seedDemoBrokerage(tx);
    await seedDemoProgramme(tx);
    await seedDemoDiscovery(tx);
    await seedDemoOfficial(tx);
    await seedDemoStaff(tx, { administrator: id('organiser@demo.test'), finance: id('finance@demo.test') });
    await tagDemoNotices(tx, seededNotices.map((notice) => notice.id), [['参展须知', '布展'], ['证件'], ['布展'], ['布展']]);
    await seedDemoGroupProducts(tx, id('group@demo.test'));

    await tx.insert(todos).values([
      { name: '阅读参展须知', nameEn: 'Read the exhibitor guide', icon: 'book', router: '/notice/requiredReading', sort: 1 },
      { name: '提交会刊资料', nameEn: 'Submit your catalogue entry', icon: 'file', router: '/exhibitionMaterials/conference', sort: 2 },
      { name: '展位证件实名绑定', nameEn: 'Bind booth tickets to real names', icon: 'ticket', router: '/ticketBoothManagement/ticketBooth/list', sort: 3 },
      { name: '下载展商手册 PDF', nameEn: 'Download the exhibitor manual (PDF)', icon: 'link', router: 'https://www.example.com/exhibitor-manual.pdf', sort: 4 },
    ]);
  });
}
