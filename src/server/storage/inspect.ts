/**
 * What a stored file really is: its type from its first bytes (never from its name or the browser's
 * content type) and, for images, its size in pixels, checked against the field's upload rule.
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { UploadRule } from '../../shared/descriptor';

export interface Inspected {
  mime: string;
  width?: number;
  height?: number;
}

/** What is wrong with a file under a rule; `upload.error.<problem>` words it for an upload. */
export type RuleProblem = 'type' | 'size' | 'unreadable' | 'dimensions' | 'ratio';

export interface RuleBreach {
  problem: RuleProblem;
  /** Locale id of the message. */
  message: string;
  values: Record<string, string | number>;
}

/** How far an image may be off its rule's ratio when the rule names no tolerance: 2 %, relative. */
export const DEFAULT_RATIO_TOLERANCE = 0.02;

const breach = (problem: RuleProblem, values: RuleBreach['values'] = {}): RuleBreach => ({ problem, message: `upload.error.${problem}`, values });

/** Adobe Illustrator files are PDF (modern) or PostScript (legacy) inside. */
const SAME_AS: Record<string, string[]> = {
  'application/postscript': ['application/postscript', 'application/pdf', 'application/eps'],
};

const mb = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10}`;

export async function inspectFile(head: Buffer): Promise<Inspected | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  const inspected: Inspected = { mime: type.mime };
  if (type.mime.startsWith('image/') && type.mime !== 'image/vnd.adobe.photoshop') {
    try {
      const { width, height } = imageSize(head);
      if (width && height) Object.assign(inspected, { width, height });
    } catch {
      // an image whose header is unreadable is refused below by the dimension rules, if any
    }
  }
  return inspected;
}

/**
 * A file against a rule, from what the server measured: at upload (the file's bytes), and again when
 * a record refers to it (the measurements recorded then), so a rule changed since still holds.
 */
export function checkRule(rule: UploadRule, file: Inspected | null, size: number): RuleBreach | null {
  const accepted = rule.accept.flatMap((mime) => SAME_AS[mime] ?? [mime]);
  if (!file || !accepted.includes(file.mime)) {
    return breach('type', { types: rule.accept.map((m) => m.split('/')[1]!.toUpperCase()).join(', ') });
  }
  if (size > rule.maxBytes) return breach('size', { max: mb(rule.maxBytes) });
  if (rule.dimensions || rule.aspectRatio) {
    if (!file.width || !file.height) return breach('unreadable');
    if (rule.dimensions && (file.width !== rule.dimensions.width || file.height !== rule.dimensions.height)) {
      return breach('dimensions', { width: rule.dimensions.width, height: rule.dimensions.height, actualWidth: file.width, actualHeight: file.height });
    }
    if (rule.aspectRatio) {
      const tolerance = rule.aspectRatio.tolerance ?? DEFAULT_RATIO_TOLERANCE;
      const ratio = file.width / file.height;
      if (Math.abs(ratio - rule.aspectRatio.ratio) / rule.aspectRatio.ratio > tolerance) {
        return breach('ratio', { ratio: `${rule.aspectRatio.ratio}:1`, actualWidth: file.width, actualHeight: file.height });
      }
    }
  }
  return null;
}
