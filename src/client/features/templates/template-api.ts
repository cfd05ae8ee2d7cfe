/** Material templates (src/shared/templates.ts TemplateApi): reading, downloading, and the console's publishing. */
import { localized, type Locale } from '../../../shared/locale';
import { TemplateApi, type MaterialTemplate, type TemplateArea } from '../../../shared/templates';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';

export const templatesPath = (area: TemplateArea): string => `${TemplateApi.list}?area=${area}`;

/** The file's name for this reader: the English one where the organiser gave it. */
export const templateName = (template: MaterialTemplate, locale: Locale): string => localized(locale, template.name, template.name_en);

export async function downloadTemplate(template: MaterialTemplate, locale: Locale): Promise<void> {
  saveBlob(await http.file(TemplateApi.file(template.id)), templateName(template, locale));
}

/** The area's package, under the name the server gave it ("参展信息模板.zip"). */
export async function downloadTemplateZip(area: TemplateArea, fallbackName: string): Promise<void> {
  const { blob, name } = await http.download(TemplateApi.zip(area));
  saveBlob(blob, name ?? fallbackName);
}

export function publishTemplate(area: TemplateArea, file: File, nameEn: string): Promise<MaterialTemplate> {
  const form = new FormData();
  // The fields go before the file: the server reads them as the upload arrives.
  form.append('area', area);
  form.append('name_en', nameEn);
  form.append('file', file, file.name);
  return http.postForm<MaterialTemplate>(TemplateApi.upload, form, { quiet: true });
}

export const removeTemplate = (id: number): Promise<null> => http.delete<null>(TemplateApi.remove(id));
