/**
 * The demo's pre-show agreements: plain text in both languages, paragraphs separated by a blank
 * line (the client renders them as paragraphs, never as HTML).
 */
import type { protocols } from '../db/schema';

/** 23:59:59 of a day in the show's time (UTC+8). */
const endOfShowDay = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day, 15, 59, 59));

export const DEMO_PROTOCOLS: (typeof protocols.$inferInsert)[] = [
  {
    title: '展位搭建与安全责任协议',
    titleEn: 'Booth construction and safety agreement',
    content: [
      '为保障 2027 数字游戏博览会布展、展期及撤展期间的人员与财产安全，参展商（以下简称“乙方”）与主办方（以下简称“甲方”）就展位搭建与安全事项达成如下约定。',
      '一、搭建资质与图纸审核。特装展位须由具备相应资质的搭建商施工。乙方应于 2027 年 6 月 15 日前提交展位效果图、结构图、电路图及所用材料的防火证明，经甲方审核通过后方可进场施工。',
      '二、结构与限高。展位结构须牢固稳定，限高 6 米（含悬挂物）；双层展位须另行报批并提供结构安全计算书。展位背板朝向相邻展位一侧须做白色平整处理。',
      '三、用电安全。所有电气设备须使用符合国家标准的阻燃电线，严禁私拉乱接；展期每日闭馆后须切断展位电源，大功率设备须提前申报。',
      '四、消防与通道。展位内不得使用明火、易燃易爆物品及未经阻燃处理的装饰材料；不得占用、遮挡消防通道、消防栓及安全出口标志。',
      '五、责任承担。因乙方或其搭建商原因造成的人身伤害、财产损失或对展馆设施的损坏，由乙方承担全部责任。乙方须为展位投保公众责任险，保额不低于人民币 100 万元。',
      '六、撤展。乙方须在规定撤展时间内拆除展位并清运全部垃圾，逾期或遗留物品由甲方代为清理，所产生费用由乙方承担。',
    ].join('\n\n'),
    contentEn: [
      'To keep people and property safe during build-up, the show days and dismantling of Digital Games Expo 2027, the exhibitor ("the Exhibitor") and the organiser ("the Organiser") agree as follows on booth construction and safety.',
      '1. Contractors and drawings. Raw-space booths must be built by a qualified contractor. By 15 June 2027 the Exhibitor submits the booth rendering, structural and electrical drawings and fire-rating certificates of the materials used; building starts only after the Organiser has approved them.',
      '2. Structure and height. Booth structures must be solid and stable, at most 6 metres high including hanging elements; double-deck booths need separate approval with a structural calculation. Back walls facing a neighbouring booth must be finished flat and white.',
      '3. Electrical safety. All equipment uses flame-retardant cabling to national standards; no unauthorised connections. Booth power is switched off every evening after the halls close; high-power equipment is declared in advance.',
      '4. Fire safety and aisles. No open flames, flammable or explosive goods, or decoration materials without flame-retardant treatment. Fire lanes, hydrants and exit signs must never be blocked or covered.',
      '5. Liability. The Exhibitor is fully liable for injury, loss or damage to the venue caused by the Exhibitor or its contractor, and holds public liability insurance of at least RMB 1,000,000 for the booth.',
      '6. Dismantling. The Exhibitor removes the booth and all waste within the dismantling period. Anything left behind is cleared by the Organiser at the Exhibitor\'s expense.',
    ].join('\n\n'),
    confirmBy: endOfShowDay(2027, 6, 30),
    publishedAt: new Date('2026-10-10T02:00:00Z'),
  },
  {
    title: '参展商行为准则',
    titleEn: 'Exhibitor code of conduct',
    content: [
      '数字游戏博览会致力于为所有观众、参展商及工作人员提供友好、安全、包容的展会环境。参展商及其工作人员、演出人员与合作方在展会期间须遵守以下准则。',
      '一、展示内容。展出的游戏及宣传物料须符合国家法律法规及版号管理规定；含有暴力、恐怖等内容的作品须设置年龄提示并在独立区域展示，不得面向未成年人推广。',
      '二、噪音与活动。展位音响音量不得超过 75 分贝（距展位边界 1 米处测量）；舞台活动须提前报备流程与时间，并由乙方自行维持排队秩序，不得占用公共通道。',
      '三、人员着装与互动。工作人员及表演者着装须得体；禁止任何形式的骚扰、歧视及不当肢体接触。观众拍照须尊重表演者意愿。',
      '四、商业行为。未经主办方许可，不得在展位外派发传单、开展问卷或现场销售；现场销售须明码标价并开具票据。',
      '五、违规处理。对违反本准则的行为，主办方有权予以警告、责令整改、暂停展位活动直至取消参展资格，已缴费用不予退还。',
    ].join('\n\n'),
    contentEn: [
      'Digital Games Expo is committed to a friendly, safe and inclusive show for every visitor, exhibitor and member of staff. Exhibitors, their staff, performers and partners follow this code throughout the show.',
      '1. What is shown. Games and promotional material comply with the law and the game licensing rules. Titles with violent or horror content carry an age notice, are shown in a separate area and are never promoted to minors.',
      '2. Noise and stage events. Booth sound stays below 75 dB measured 1 metre from the booth edge. Stage events are announced in advance with their running order and times; the Exhibitor manages its own queues and keeps public aisles clear.',
      '3. Dress and conduct. Staff and performers dress appropriately. Harassment, discrimination and unwanted physical contact of any kind are forbidden. Visitors taking photos respect performers\' wishes.',
      '4. Trading. Handing out flyers, running surveys or selling outside the booth needs the Organiser\'s permission. Goods sold on site carry clear prices and receipts are issued.',
      '5. Breaches. The Organiser may warn, order corrections, suspend booth activities or withdraw participation for breaches of this code; fees paid are not refunded.',
    ].join('\n\n'),
    confirmBy: endOfShowDay(2027, 7, 15),
    publishedAt: new Date('2026-10-12T02:00:00Z'),
  },
  {
    title: '证件持有人个人信息保护条款',
    titleEn: 'Data protection terms for ticket holders',
    content: [
      '展位证件实行实名制。参展商在本平台为工作人员绑定证件时，将提交证件持有人的姓名、证件号码及手机号码或电子邮箱。为此，参展商确认并同意以下条款。',
      '一、合法来源。参展商保证已告知证件持有人其个人信息的用途，并取得其同意后方提交上述信息。',
      '二、使用目的。主办方仅将上述信息用于证件制作、入场核验、展馆安全管理及与展会相关的必要通知，不用于其他商业目的，不向无关第三方提供。',
      '三、存储与安全。证件号码及手机号码加密存储，在列表与导出文件中以掩码显示；展会结束后 6 个月内删除或匿名化处理，法律法规另有规定的除外。',
      '四、持有人的权利。证件持有人可通过参展商或主办方客服查询、更正其个人信息，或申请解绑证件。',
      '五、参展商的义务。参展商应妥善保管账号与导出文件，不得将证件持有人信息用于本展会以外的用途；发生信息泄露时应立即通知主办方。',
    ].join('\n\n'),
    contentEn: [
      'Booth tickets are issued to named holders. When an exhibitor binds a ticket to a member of staff on this portal, it submits the holder\'s name, ID document number and mobile number or e-mail address. The exhibitor therefore confirms and agrees to the following terms.',
      '1. Lawful source. The exhibitor has told each ticket holder what the data is used for and has their consent before submitting it.',
      '2. Purpose. The Organiser uses the data only to issue tickets, check entry, keep the venue safe and send notices about the show. It is not used for other commercial purposes or given to unrelated third parties.',
      '3. Storage and security. ID numbers and phone numbers are stored encrypted and shown masked in lists and exports. They are deleted or anonymised within 6 months after the show unless the law requires otherwise.',
      '4. Holders\' rights. A ticket holder may see or correct their data, or ask for the ticket to be unbound, through the exhibitor or the Organiser\'s service desk.',
      '5. Exhibitor\'s duties. The exhibitor keeps its accounts and exported files safe, uses ticket holders\' data for this show only, and tells the Organiser at once of any data breach.',
    ].join('\n\n'),
    confirmBy: null,
    publishedAt: new Date('2026-10-14T02:00:00Z'),
  },
];
