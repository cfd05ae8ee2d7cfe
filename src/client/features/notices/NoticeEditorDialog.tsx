/**
 * Organiser staff write a notice and add its files. A new notice is the form of schemas/notice.json
 * (both languages' titles and texts); once published, the same dialog takes its files one by one
 * (the API adds files to a published notice), each checked against the notice limits before it is
 * sent. Opened on a published notice it only adds files.
 */
import { useRef, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import noticeScreen from 'virtual:schema/notice';
import { NOTICE_FILE_MAX_BYTES, NOTICE_MAX_FILES, type Notice, type NoticeAttachment, type NoticeInput } from '../../../shared/api';
import { SchemaForm } from '../../../engine';
import { showError } from '../../app/toaster';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { ScreenEngine } from '../screens';
import { attachNoticeFile, nameNoticeFile, publishNotice } from './notice-api';
import { NoticeFiles } from './NoticeFiles';

/** What the dialog is open for: a new notice, or the files of a published one. */
export type NoticeEditorTarget = { notice: null } | { notice: Notice };

export interface NoticeEditorDialogProps {
  target: NoticeEditorTarget | null;
  onClose: () => void;
  /** A notice was published or got a file: the list shows it as it is now. */
  onChange: (notice: Notice) => void;
}

export function NoticeEditorDialog({ target, onClose, onChange }: NoticeEditorDialogProps) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="lg" placement="center"
      scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notice-editor" mx="4">
            {target ? <EditorBody key={target.notice?.id ?? 'new'} initial={target.notice} onClose={onClose} onChange={onChange} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EditorBody({ initial, onClose, onChange }: { initial: Notice | null; onClose: () => void; onChange: (notice: Notice) => void }) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const justPublished = initial === null && notice !== null;

  const publish = async (data: Record<string, unknown>) => {
    const published = await publishNotice(data as unknown as NoticeInput);
    setNotice(published);
    onChange(published);
  };
  const changed = (next: Notice) => {
    setNotice(next);
    onChange(next);
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title pe="6">
          {notice ? <FormattedMessage id="notice.editor.filesTitle" /> : <FormattedMessage id="notice.editor.newTitle" />}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {notice ? (
          <Stack gap="4">
            {justPublished ? (
              <Alert.Root status="success" data-testid="notice-published">
                <Alert.Indicator />
                <Alert.Title><FormattedMessage id="notice.editor.published" /></Alert.Title>
              </Alert.Root>
            ) : null}
            <NoticeFileManager notice={notice} onChange={changed} />
          </Stack>
        ) : (
          <ScreenEngine>
            <SchemaForm
              screen={noticeScreen}
              formData={{ kind: 'requiredReading' }}
              recordKey="new"
              submitLabel="notice.editor.publish"
              onSubmit={publish}
              actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
            />
          </ScreenEngine>
        )}
      </Dialog.Body>
      {notice ? (
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={onClose} data-testid="notice-editor-done"><FormattedMessage id="notice.editor.done" /></Button>
        </Dialog.Footer>
      ) : null}
    </>
  );
}

/** A published notice's files, and a way to add more: each file sent on its own, in the order chosen. */
function NoticeFileManager({ notice, onChange }: { notice: Notice; onChange: (notice: Notice) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ done: number; total: number } | null>(null);
  const room = NOTICE_MAX_FILES - notice.attachments.length;

  const send = async (files: File[]) => {
    const tooLarge = files.filter((file) => file.size > NOTICE_FILE_MAX_BYTES);
    for (const file of tooLarge) {
      showError(`${file.name}: ${intl.formatMessage({ id: 'notice.error.file_too_large' }, { max: NOTICE_FILE_MAX_BYTES / 1024 / 1024 })}`);
    }
    const fitting = files.filter((file) => file.size <= NOTICE_FILE_MAX_BYTES);
    if (fitting.length > room) showError(intl.formatMessage({ id: 'notice.error.too_many_files' }, { max: NOTICE_MAX_FILES }));
    const queue = fitting.slice(0, Math.max(room, 0));
    let current = notice;
    setSending({ done: 0, total: queue.length });
    try {
      for (const [index, file] of queue.entries()) {
        try {
          current = await attachNoticeFile(current.id, file);
          onChange(current);
        } catch {
          // The request layer has said why; the other files still go.
        }
        setSending({ done: index + 1, total: queue.length });
      }
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="notice-editor-title">{localized(locale, notice.title, notice.title_en)}</Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="notice.editor.filesHint" values={{ max: NOTICE_MAX_FILES, size: NOTICE_FILE_MAX_BYTES / 1024 / 1024 }} />
        </Text>
      </Stack>
      {notice.attachments.length > 0 ? (
        <NoticeFiles files={notice.attachments} below={(file, index) => (
          <EnglishNameField key={file.url} notice={notice} file={file} index={index} onChange={onChange} />
        )} />
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="notice-editor-nofiles"><FormattedMessage id="notice.editor.noFiles" /></Text>
      )}
      <input ref={input} type="file" multiple hidden data-testid="notice-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }} />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" disabled={room <= 0} loading={sending !== null}
          onClick={() => input.current?.click()} data-testid="notice-add-files">
          <FormattedMessage id="notice.editor.addFiles" />
        </Button>
        {sending ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            <FormattedMessage id="notice.editor.sending" values={{ done: sending.done, total: sending.total }} />
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

/**
 * The English name of one file, for readers of the English interface (a file uploaded under a
 * Chinese name would otherwise show Chinese there). Saved when the field is left or Enter pressed;
 * what was typed stays when saving fails (the request layer says why).
 */
function EnglishNameField({ notice, file, index, onChange }: {
  notice: Notice; file: NoticeAttachment; index: number; onChange: (notice: Notice) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(file.name_en);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (text.trim() === file.name_en || saving) return;
    setSaving(true);
    try {
      const saved = await nameNoticeFile(notice.id, index, text);
      // The server's form of the name (its extension added) replaces what was typed.
      setText(saved.attachments[index]?.name_en ?? '');
      onChange(saved);
    } catch {
      // Shown by the request layer; the text stays to be corrected.
    } finally {
      setSaving(false);
    }
  };

  return (
    <HStack gap="2">
      <Text fontSize="xs" color="fg.muted" flexShrink={0} aria-hidden><FormattedMessage id="notice.editor.nameEn" /></Text>
      <Input size="xs" bg="white" maxLength={200} value={text} readOnly={saving}
        placeholder={intl.formatMessage({ id: 'notice.editor.nameEnPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'notice.editor.nameEnOf' }, { name: file.name })}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); void save(); } }}
        data-testid="notice-file-name-en" />
    </HStack>
  );
}
