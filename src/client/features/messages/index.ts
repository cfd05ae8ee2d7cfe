/** The translators' console (issue 21): its public face for the pages. */
export {
  discardDraft, fetchMessages, fetchVersions, MESSAGE_HISTORY_PATH, MESSAGES_PATH, publishDraft, rollBack, saveDraft,
  type MessageQuery,
} from './messages-api';
export { MessageCellView, type MessageCellViewProps } from './MessageCellView';
export { MessageChanges } from './MessageChanges';
export { MessageId, messageIdParts } from './MessageId';
export { PublishDialog, type PublishDialogProps } from './PublishDialog';
export { VersionDrawer } from './VersionDrawer';
