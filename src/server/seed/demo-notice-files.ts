/**
 * Real, small files for the demo notices, made in code: a one-page PDF, a Word document, an Excel
 * sheet, a text file. Nothing is checked in as a binary; each file opens in its usual program.
 */
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { loadExcelJs } from '../packages-on-demand';
import type { Db } from '../db/client';
import { notices } from '../db/schema';
import { saveFile } from '../files/shelf-files';
import { NOTICE_FILE_MAX_BYTES } from '../../shared/api';

export interface DemoFile {
  name: string;
  /** The English name readers of the English interface see (files named in Chinese). */
  nameEn?: string;
  bytes: Buffer;
}

/** Escapes a line for a PDF string literal; the standard Helvetica font covers ASCII only. */
const pdfText = (line: string): string => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);

/** A valid one-page A4 PDF with a heading and lines of text (cross-reference offsets computed). */
export function minimalPdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    'BT', '/F1 20 Tf', '56 770 Td', `(${pdfText(heading)}) Tj`, '/F1 11 Tf', '0 -34 Td', '16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function sheet(title: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Digital Games Expo 2027';
  workbook.created = new Date('2026-10-01T00:00:00Z');
  const worksheet = workbook.addWorksheet(title);
  worksheet.addRow([...header]).font = { bold: true };
  for (const row of rows) worksheet.addRow([...row]);
  worksheet.columns.forEach((column) => { column.width = 24; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const utf8 = (lines: readonly string[]): Buffer => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

/** A ZIP archive of uncompressed entries (UTF-8 names): the container of a Word document. */
function storedZip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    // 1 January 2026, 00:00 in DOS time: a fixed stamp, so the seed writes the same bytes every time.
    const time = 0;
    const date = ((2026 - 1980) << 9) | (1 << 5) | 1;
    // The fields the local header and the central directory entry share, from the flags on.
    const shared = (header: Buffer, at: number): Buffer => {
      header.writeUInt16LE(0x0800, at);
      header.writeUInt16LE(time, at + 4);
      header.writeUInt16LE(date, at + 6);
      header.writeUInt32LE(crc, at + 8);
      header.writeUInt32LE(data.length, at + 12);
      header.writeUInt32LE(data.length, at + 16);
      header.writeUInt16LE(fileName.length, at + 20);
      return header;
    };
    const local = shared(Buffer.alloc(30), 6);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const central = shared(Buffer.alloc(46), 8);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (.docx): a bold heading and paragraphs, in any script (Word picks the fonts). */
export function minimalDocx(heading: string, paragraphs: readonly string[]): Buffer {
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, 'utf8');
  const paragraph = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  return storedZip([
    { name: '[Content_Types].xml', data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: '_rels/.rels', data: xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>') },
    { name: 'word/document.xml', data: xml('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
      + paragraph(heading, true) + paragraphs.map((text) => paragraph(text)).join('')
      + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>') },
  ]);
}

/** Files per demo notice, in the order of the notices in seedDemo. */
export async function demoNoticeFiles(): Promise<DemoFile[][]> {
  return [
    [
      {
        name: '展商参展须知.pdf',
        nameEn: 'Exhibitor guide.pdf',
        bytes: minimalPdf('Exhibitor guide - Digital Games Expo 2027', [
          'Build-up: 27-29 July 2027, 08:00-20:00. Dismantling: 2 August 2027 from 17:00.',
          'Every person in the halls holds a ticket bound to a real name.',
          'Fire exits and aisles stay clear at all times; no open flames, no smoking.',
          'Sound at the booth edge may not exceed 70 dB(A).',
        ]),
      },
      {
        name: '展商参展检查清单.docx',
        nameEn: 'Exhibitor checklist.docx',
        bytes: minimalDocx('展商参展检查清单 / Exhibitor checklist', [
          '1. 提交会刊资料 / Submit catalogue materials',
          '2. 展位证件实名绑定 / Bind booth tickets to real names',
          '3. 确认展前协议 / Confirm the pre-show agreements',
          '4. 提交特装展位搭建图纸（如适用）/ Submit raw-space booth drawings (where it applies)',
        ]),
      },
    ],
    [
      {
        name: '证件办理流程.pdf',
        nameEn: 'Booth tickets - how to register.pdf',
        bytes: minimalPdf('Booth tickets and real-name registration', [
          '1. Claim the booth tickets of your company in the portal.',
          '2. Bind each ticket to a person: name, document type and number, phone or e-mail.',
          '3. The holder shows the document at the gate; tickets cannot be transferred.',
        ]),
      },
      {
        name: '实名制信息模板.xlsx',
        nameEn: 'Real-name registration template.xlsx',
        bytes: await sheet('实名信息', ['姓名 Name', '证件类型 Document type', '证件号码 Document number', '手机 Phone'], [
          ['张三', '居民身份证', '(示例 example)', '13800000000'],
        ]),
      },
    ],
    [
      {
        name: '特装展位搭建规范.pdf',
        nameEn: 'Raw-space booth construction rules.pdf',
        bytes: minimalPdf('Raw-space booth construction rules', [
          'Drawings (plan, elevations, electrics) are due for review by 15 June 2027.',
          'Maximum height 6 m; two-storey structures need a structural engineer\'s approval.',
          'All materials must be fire-retardant (GB 8624 class B1 or better).',
        ]),
      },
      {
        name: '搭建商资质材料清单.xlsx',
        nameEn: 'Contractor documents checklist.xlsx',
        bytes: await sheet('资质材料', ['材料 Document', '要求 Requirement'], [
          ['营业执照 Business licence', '加盖公章 Stamped copy'],
          ['施工人员保险 Workers\' insurance', '覆盖搭建及撤展期 Build-up to dismantling'],
          ['电工证 Electrician certificate', '每个展位至少一名 At least one per booth'],
        ]),
      },
      {
        name: '电箱申请说明.txt',
        nameEn: 'Power box application.txt',
        bytes: utf8([
          '电箱申请说明 / Power supply',
          '',
          '特装展位须另行申请电箱（380V/220V），请于 2027 年 6 月 30 日前提交。',
          'Raw-space booths order their power box (380 V / 220 V) separately, by 30 June 2027.',
        ]),
      },
    ],
    [
      {
        name: '标准展位配置图.pdf',
        nameEn: 'Shell-scheme booth layout.pdf',
        bytes: minimalPdf('Shell-scheme booth fittings (3 m x 3 m)', [
          'Fascia board with the company name, two spotlights, one power socket (500 W).',
          'One information desk, one round table and two chairs, one waste basket.',
        ]),
      },
      {
        name: '标准展位配置清单.xlsx',
        nameEn: 'Shell-scheme booth fittings.xlsx',
        bytes: await sheet('配置清单', ['项目 Item', '数量 Quantity'], [
          ['楣板 Fascia board', 1], ['射灯 Spotlight', 2], ['洽谈桌 Table', 1], ['椅子 Chair', 2], ['插座 Socket (500 W)', 1],
        ]),
      },
    ],
  ];
}

/**
 * Writes the demo files of the seeded notices (ids in seeding order) under DATA_DIR/notices/ and
 * records them on their rows. Only what was written is recorded: a failure stops the seed.
 */
export async function attachDemoNoticeFiles(tx: Pick<Db, 'update'>, dataDir: string, noticeIds: readonly number[]): Promise<void> {
  const files = await demoNoticeFiles();
  for (const [index, id] of noticeIds.entries()) {
    const stored = [];
    for (const file of files[index] ?? []) {
      const saved = await saveFile(dataDir, { shelf: 'notices', id }, file.name, Readable.from([file.bytes]), NOTICE_FILE_MAX_BYTES);
      stored.push(file.nameEn ? { ...saved, nameEn: file.nameEn } : saved);
    }
    await tx.update(notices).set({ attachments: stored }).where(eq(notices.id, id));
  }
}
