/** The engine's public face: generic schema UI that knows no screen (ARCHITECTURE.md). */
export { EngineProvider, useEngine, type EngineRequest, type EngineServices, type SearchParams, type SignedPolicy, type UploadedObject } from './services';
export type { CompiledScreen } from './compiled-screen';
export { SchemaForm, type SchemaFormProps } from './form/SchemaForm';
export { SchemaTable, type SchemaTableProps } from './table/SchemaTable';
export { ACTIONS_COLUMN, type TableList, type TableSelection } from './table/TableView';
export { ExportButton, FilterArea, RefreshButton, useFilterWidth, type FilterAreaProps } from './table/FilterArea';
export { pagedWhole, usePagedList, type ListPage, type ListQuery, type PagedList } from './table/use-paged-list';
export { SchemaDetails, type SchemaDetailsProps } from './details/SchemaDetails';
export { FallbackImage } from './media/FallbackImage';
export { loadSource } from './options-source';
export { formatYuan, parseYuan, yuanText } from './money';
export { xhrUploadFile, uploadFormData, objectKey } from './upload/upload-file';
export { checkUpload, type FileFacts, type RuleProblem } from './upload/upload-rules';
export { translateErrors, type Translator } from './form/translate-errors';
export { serverFieldErrors, toErrorSchema, type ServerFieldError } from './form/server-errors';
export { draftKey, clearDraft } from './form/draft';
