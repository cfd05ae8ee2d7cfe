/**
 * The check of a file against its field's upload rule (descriptor "uploads"), before anything is
 * sent. Pure: the widget reads the image size and passes it in. The server checks the same rule
 * again after the upload; this one only spares the user a useless wait.
 */
import type { UploadRule } from '../../shared/descriptor';
import { megabytes, ratioLabel } from '../../shared/validation-messages';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
  /** Pixel size of an image, when it could be read. */
  width?: number;
  height?: number;
}

/** A message id of locales/*.json and its values. */
export interface RuleProblem {
  id: string;
  values: Record<string, string | number>;
}

export const DEFAULT_RATIO_TOLERANCE = 0.02;

/** Types browsers report inconsistently (or not at all), recognised by extension. */
const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime',
  pdf: 'application/pdf', zip: 'application/zip', psd: 'image/vnd.adobe.photoshop', ai: 'application/postscript',
  eps: 'application/postscript', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const EXTENSION_LABEL: Record<string, string> = {
  'image/jpeg': 'JPG', 'image/png': 'PNG', 'image/gif': 'GIF', 'image/webp': 'WebP', 'video/mp4': 'MP4', 'video/webm': 'WebM', 'video/quicktime': 'MOV',
  'application/pdf': 'PDF', 'application/zip': 'ZIP', 'image/vnd.adobe.photoshop': 'PSD', 'application/postscript': 'AI',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
};

/** Extensions whose MIME type browsers report unreliably ('', octet-stream, x-photoshop, even application/pdf for AI). */
const UNRELIABLE = new Set(['psd', 'ai', 'eps']);

/**
 * The MIME type we believe a file has: the browser's, except for the design formats above where
 * the extension decides. (The server checks magic bytes anyway; an SVG renamed .png stays SVG here.)
 */
export function fileMime(file: Pick<FileFacts, 'name' | 'type'>): string {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const byExtension = BY_EXTENSION[extension];
  if (byExtension && UNRELIABLE.has(extension)) return byExtension;
  if (file.type && file.type !== 'application/octet-stream') return file.type;
  return byExtension ?? file.type;
}

export const acceptLabel = (accept: readonly string[]): string => [...new Set(accept.map((mime) => EXTENSION_LABEL[mime] ?? mime))].join(' / ');

/** The `accept` attribute of the file input: MIME types and extensions (PSD and AI need the latter). */
export const acceptAttribute = (accept: readonly string[]): string =>
  [...accept, ...Object.entries(BY_EXTENSION).filter(([, mime]) => accept.includes(mime)).map(([ext]) => `.${ext}`)].join(',');

// How a rule's size and ratio are written is the messages module's (help texts take them as arguments too).
export { megabytes, ratioLabel } from '../../shared/validation-messages';

export const isImageRuleTarget = (mime: string): boolean => /^image\/(jpeg|png|gif|webp)$/.test(mime);

/** Whether the rule needs the image's pixel size. */
export const needsDimensions = (rule: UploadRule): boolean => rule.aspectRatio !== undefined || rule.dimensions !== undefined;

/** The first problem of the file against the rule, or null when it may be sent. */
export function checkUpload(file: FileFacts, rule: UploadRule): RuleProblem | null {
  const mime = fileMime(file);
  if (!rule.accept.includes(mime)) return { id: 'upload.error.type', values: { types: acceptLabel(rule.accept) } };
  if (file.size <= 0) return { id: 'upload.error.empty', values: {} };
  if (file.size > rule.maxBytes) return { id: 'upload.error.size', values: { max: megabytes(rule.maxBytes) } };
  if (!needsDimensions(rule) || !isImageRuleTarget(mime)) return null;
  const { width, height } = file;
  if (!width || !height) return { id: 'upload.error.unreadable', values: {} };
  if (rule.dimensions && (width !== rule.dimensions.width || height !== rule.dimensions.height)) {
    return { id: 'upload.error.dimensions', values: { width: rule.dimensions.width, height: rule.dimensions.height, actualWidth: width, actualHeight: height } };
  }
  if (rule.aspectRatio) {
    const { ratio, tolerance = DEFAULT_RATIO_TOLERANCE } = rule.aspectRatio;
    if (Math.abs(width / height - ratio) / ratio > tolerance) {
      return { id: 'upload.error.ratio', values: { ratio: ratioLabel(ratio), actualWidth: width, actualHeight: height } };
    }
  }
  return null;
}
