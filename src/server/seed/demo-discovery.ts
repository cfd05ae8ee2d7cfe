/** The demo show's exhibit categories, in both languages: three top categories and their sub-categories. */
import type { DiscoveryKind } from '../../shared/discovery';
import type { Db } from '../db/client';
import { discoveryCategories } from '../db/schema';

type Named = { name: string; nameEn: string };

export const DEMO_DISCOVERY: readonly (Named & { kind: DiscoveryKind; children: Named[] })[] = [
  {
    kind: 'game', name: '游戏', nameEn: 'Games',
    children: [
      { name: '动作冒险', nameEn: 'Action and adventure' },
      { name: '角色扮演', nameEn: 'Role-playing' },
      { name: '策略', nameEn: 'Strategy' },
      { name: '休闲益智', nameEn: 'Casual and puzzle' },
      { name: '射击', nameEn: 'Shooter' },
      { name: '体育竞速', nameEn: 'Sports and racing' },
    ],
  },
  {
    kind: 'hardware', name: '硬件外设', nameEn: 'Hardware and peripherals',
    children: [
      { name: '主机与掌机', nameEn: 'Consoles and handhelds' },
      { name: 'VR / AR 设备', nameEn: 'VR / AR devices' },
      { name: '键鼠与手柄', nameEn: 'Keyboards, mice and controllers' },
    ],
  },
  {
    kind: 'culture', name: '游戏文化', nameEn: 'Game culture',
    children: [
      { name: '周边与手办', nameEn: 'Merchandise and figures' },
      { name: '动漫 IP', nameEn: 'Animation IP' },
    ],
  },
];

export async function seedDemoDiscovery(db: Db): Promise<void> {
  for (const [index, top] of DEMO_DISCOVERY.entries()) {
    const [row] = await db.insert(discoveryCategories).values({ kind: top.kind, name: top.name, nameEn: top.nameEn, sort: index }).returning({ id: discoveryCategories.id });
    await db.insert(discoveryCategories).values(top.children.map((child, sort) => ({ ...child, kind: top.kind, parentId: row!.id, sort })));
  }
}
