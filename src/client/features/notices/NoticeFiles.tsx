import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NoticeAttachment } from '../../../shared/api';
import { localized } from '../../../shared/locale';
import { formatFileSize } from '../../i18n/file-size';
import { useLocale } from '../../i18n/use-locale';
import { ShellIcon } from '../../components/ShellIcon';
import { downloadNoticeFile } from './notice-api';

const KIND_COLOURS: Record<string, string> = {
  PDF: 'red', XLS: 'green', XLSX: 'green', CSV: 'green', DOC: 'blue', DOCX: 'blue', PPT: 'orange', PPTX: 'orange',
  ZIP: 'purple', RAR: 'purple', '7Z': 'purple', JPG: 'teal', JPEG: 'teal', PNG: 'teal', DWG: 'cyan', TXT: 'gray',
};

/** The file's extension as a short label; a name without one is just a file. */
const kindOf = (name: string): string => {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toUpperCase();
  return ext ?? 'FILE';
};

export interface NoticeFilesProps {
  files: readonly NoticeAttachment[];
  /** Drawn under a file's row: the console puts the English-name field there. */
  below?: (file: NoticeAttachment, index: number) => ReactNode;
}

/**
 * The files of a notice: name (in the reader's language where the organiser gave both), size, and
 * a download through the authenticated request layer.
 */
export function NoticeFiles({ files, below }: NoticeFilesProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const download = (file: NoticeAttachment, name: string) => {
    setBusy((current) => new Set(current).add(file.url));
    downloadNoticeFile(file, name)
      .catch(() => {
        // The request layer has shown why.
      })
      .finally(() => setBusy((current) => {
        const next = new Set(current);
        next.delete(file.url);
        return next;
      }));
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium" color="gray.600">
        <FormattedMessage id="notice.files" values={{ count: files.length }} />
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {files.map((file, index) => {
          const kind = kindOf(file.name);
          const name = localized(locale, file.name, file.name_en);
          return (
            <Stack
              as="li"
              key={file.url}
              gap="2"
              px="3"
              py="2"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              bg="gray.50"
              data-testid="notice-file"
            >
            <HStack gap="3">
              <Badge variant="subtle" colorPalette={KIND_COLOURS[kind] ?? 'gray'} minW="12" justifyContent="center" flexShrink={0}>
                {kind}
              </Badge>
              <Text flex="1" minW="0" lineClamp={2} overflowWrap="anywhere" title={name} data-testid="notice-file-name">
                {name}
              </Text>
              <Text fontSize="sm" color="gray.500" flexShrink={0} data-testid="notice-file-size">
                {formatFileSize(intl, file.size)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                colorPalette="brand"
                flexShrink={0}
                loading={busy.has(file.url)}
                onClick={() => download(file, name)}
                aria-label={intl.formatMessage({ id: 'notice.downloadFile' }, { name })}
                data-testid="notice-file-download"
              >
                <ShellIcon name="download" boxSize="3.5" />
                {/* On a phone the icon alone leaves the file's name room to be read. */}
                <Box as="span" hideBelow="sm">
                  <FormattedMessage id="notice.download" />
                </Box>
              </Button>
            </HStack>
            {below?.(file, index)}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
