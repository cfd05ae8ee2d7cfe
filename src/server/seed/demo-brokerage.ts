/**
 * The demo's talent brokerage companies: names, introductions and terms in both languages. Terms are
 * plain text whose blank lines separate paragraphs (the client renders them as text, never as HTML).
 */
import type { Db } from '../db/client';
import { brokerageCompanies } from '../db/schema';

const paragraphs = (...lines: string[]): string => lines.join('\n\n');

/** What every demo company's terms share, after its own first clause. */
const commonTerms = {
  zh: [
    '二、合作期限。自主办方审核通过之日起至 2027 数字游戏博览会闭幕后 30 日止。',
    '三、费用结算。艺人出场费、差旅及住宿费用由参展商与经纪公司另行书面约定，主办方不参与结算，亦不承担任何付款责任。',
    '四、现场规范。艺人及随行人员须佩戴有效证件入场，遵守展馆安全与秩序规定；舞台活动须提前 7 日向主办方报备时间与流程。',
    '五、肖像与内容。活动中产生的照片、视频，参展商可用于本届展会的宣传；用于其他商业用途须另行取得经纪公司书面授权。',
    '六、取消与变更。参展商可在审核完成前随时取消本次签约申请；审核通过后如需解约，须提前 15 日书面通知经纪公司。',
  ],
  en: [
    '2. Term. From the organiser\'s approval until 30 days after Digital Games Expo 2027 closes.',
    '3. Fees. Appearance fees, travel and accommodation are agreed in writing between the exhibitor and the agency; the organiser takes no part in settlement and bears no payment obligation.',
    '4. On site. Talent and their team hold valid tickets and follow the venue\'s safety and conduct rules; stage activities are announced to the organiser, with time and running order, 7 days ahead.',
    '5. Images and content. Photos and videos made during activities may be used by the exhibitor to promote this show; any other commercial use needs the agency\'s written consent.',
    '6. Cancelling and changes. The exhibitor may cancel this request at any time before the review is done; after approval, ending the engagement needs 15 days\' written notice to the agency.',
  ],
};

const terms = (zh: string, en: string): { terms: string; termsEn: string } => ({
  terms: paragraphs(zh, ...commonTerms.zh),
  termsEn: paragraphs(en, ...commonTerms.en),
});

export const DEMO_BROKERAGE_COMPANIES: (typeof brokerageCompanies.$inferInsert)[] = [
  {
    name: '星河娱乐经纪有限公司',
    nameEn: 'Galaxy Talent Management Ltd.',
    intro: '专注游戏主播与电竞解说经纪，旗下签约主播 200 余位，覆盖主流直播平台。',
    introEn: 'Manages game streamers and esports casters: more than 200 streamers across the major live platforms.',
    ...terms(
      '一、服务内容。经纪公司为参展商安排签约主播于展期内在展位进行试玩直播、互动及粉丝见面活动，每场时长不少于 2 小时。',
      '1. Services. The agency provides contracted streamers for play-through streams, interaction and fan meetings at the exhibitor\'s booth during the show, at least 2 hours per session.',
    ),
  },
  {
    name: '幻彩 Cosplay 文化传播有限公司',
    nameEn: 'Prism Cosplay Culture Co., Ltd.',
    intro: '国内领先的 Cosplay 团队，擅长游戏角色还原与舞台剧演出，可定制展位角色巡游。',
    introEn: 'A leading cosplay troupe: faithful game characters, stage plays and custom character parades around your booth.',
    ...terms(
      '一、服务内容。经纪公司按参展商指定的游戏角色提供 Coser 及服装道具，参与展位拍照互动与每日不超过 3 场的舞台演出。',
      '1. Services. The agency provides cosplayers with costumes and props for the game characters the exhibitor names, for photo sessions at the booth and up to 3 stage shows a day.',
    ),
  },
  {
    name: '极光电竞俱乐部管理有限公司',
    nameEn: 'Aurora Esports Club Management Co., Ltd.',
    intro: '运营多支职业电竞战队，提供职业选手表演赛、签名会与品牌联动。',
    introEn: 'Runs several professional esports teams: show matches with pro players, autograph sessions and brand tie-ins.',
    ...terms(
      '一、服务内容。经纪公司安排职业选手参加参展商组织的表演赛或签名会，比赛规则与奖品由双方另行确认。',
      '1. Services. The agency brings professional players to show matches or autograph sessions held by the exhibitor; rules and prizes are confirmed separately by both parties.',
    ),
  },
  {
    name: '声动配音工作室',
    nameEn: 'VoiceWave Dubbing Studio',
    intro: '知名游戏配音演员经纪，提供现场配音秀、角色语音签售与声优见面会。',
    introEn: 'Represents well-known game voice actors: live dubbing shows, character voice signings and meet-and-greets.',
    ...terms(
      '一、服务内容。经纪公司安排配音演员于展位开展现场配音表演与见面会，参展商须提供符合要求的音响设备。',
      '1. Services. The agency brings voice actors for live dubbing performances and meet-and-greets at the booth; the exhibitor provides suitable sound equipment.',
    ),
  },
  {
    name: '像素之星 MCN 机构',
    nameEn: 'Pixel Star MCN',
    intro: '短视频与图文创作者矩阵，擅长展会探展内容、新品测评与话题传播。',
    introEn: 'A network of short-video and social creators: show-floor tours, first-look reviews and trending campaigns.',
    ...terms(
      '一、服务内容。经纪公司安排签约创作者到展位拍摄探展内容，并在其账号发布不少于 1 条与参展商产品相关的作品。',
      '1. Services. The agency sends contracted creators to film booth tours, each publishing at least one piece about the exhibitor\'s products on their own accounts.',
    ),
  },
];

export async function seedDemoBrokerage(db: Db): Promise<void> {
  await db.insert(brokerageCompanies).values(DEMO_BROKERAGE_COMPANIES);
}
