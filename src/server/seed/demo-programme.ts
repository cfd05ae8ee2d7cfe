/**
 * The demo show's conference programme: its tracks and their speakers, in both languages. Exhibitors
 * link their own activities (schemas/activity.json track_id) to a track.
 */
import type { Db } from '../db/client';
import { courseCategories, courseTeachers } from '../db/schema';

interface DemoTrack {
  name: string;
  nameEn: string;
  speakers: { name: string; nameEn: string; title: string; titleEn: string }[];
}

export const DEMO_TRACKS: readonly DemoTrack[] = [
  {
    name: '游戏开发者大会', nameEn: 'Game Developers Conference',
    speakers: [
      { name: '周文博', nameEn: 'Zhou Wenbo', title: '星游互动 技术总监', titleEn: 'CTO, Star Trail Interactive' },
      { name: 'Anna Lindqvist', nameEn: 'Anna Lindqvist', title: 'Nordic Pixel 首席设计师', titleEn: 'Lead designer, Nordic Pixel' },
      { name: '陈思远', nameEn: 'Chen Siyuan', title: '引擎架构师', titleEn: 'Engine architect' },
    ],
  },
  {
    name: '电竞产业论坛', nameEn: 'Esports Industry Forum',
    speakers: [
      { name: '李浩然', nameEn: 'Li Haoran', title: '职业联盟 赛事总监', titleEn: 'Head of competitions, Pro League' },
      { name: '王一鸣', nameEn: 'Wang Yiming', title: '电竞解说', titleEn: 'Esports caster' },
    ],
  },
  {
    name: '独立游戏专场', nameEn: 'Indie Games Showcase',
    speakers: [
      { name: '赵小雨', nameEn: 'Zhao Xiaoyu', title: '独立开发者', titleEn: 'Independent developer' },
      { name: 'Kenji Sato', nameEn: 'Kenji Sato', title: 'Studio Hanabi 创始人', titleEn: 'Founder, Studio Hanabi' },
    ],
  },
  {
    name: '游戏与前沿科技', nameEn: 'Games and Frontier Technology',
    speakers: [
      { name: '孙立', nameEn: 'Sun Li', title: 'XR 实验室 负责人', titleEn: 'Head of XR Lab' },
    ],
  },
];

export async function seedDemoProgramme(db: Db): Promise<void> {
  for (const [index, track] of DEMO_TRACKS.entries()) {
    const [row] = await db.insert(courseCategories).values({ name: track.name, nameEn: track.nameEn, sort: index }).returning({ id: courseCategories.id });
    await db.insert(courseTeachers).values(track.speakers.map((speaker, sort) => ({ ...speaker, categoryId: row!.id, sort })));
  }
}
