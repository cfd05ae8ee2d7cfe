/** Material templates' public face: the download panel exhibitor pages place, and the console's calls. */
export { TemplateDownloads } from './TemplateDownloads';
export { downloadTemplate, publishTemplate, removeTemplate, templateName, templatesPath } from './template-api';
