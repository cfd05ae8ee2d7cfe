/**
 * The organiser's templates for the area of the page it sits on (SPEC.md §9): each file to download,
 * and all of them as one zip. Draws nothing while the area has none.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MaterialTemplate, TemplateArea } from '../../../shared/templates';
import { ShellIcon } from '../../components/ShellIcon';
import { formatFileSize } from '../../i18n/file-size';
import { useLocale } from '../../i18n/use-locale';
import { useRecord } from '../screens';
import { downloadTemplate, downloadTemplateZip, templateName, templatesPath } from './template-api';

export function TemplateDownloads({ area }: { area: TemplateArea }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const templates = useRecord<{ list: MaterialTemplate[] }>(templatesPath(area));
  const [busy, setBusy] = useState<number | 'zip' | null>(null);
  if (templates.state.phase !== 'ready' || templates.state.record.list.length === 0) return null;
  const { list } = templates.state.record;
  // The request layer has said why a download failed; the button is free again either way.
  const run = (which: number | 'zip', work: () => Promise<void>) => {
    setBusy(which);
    work().catch(() => undefined).finally(() => setBusy(null));
  };
  const areaName = intl.formatMessage({ id: `template.area.${area}` });

  return (
    <Stack gap="2" borderWidth="1px" borderColor="blue.100" bg="blue.50" rounded="md" px="4" py="3" data-testid="template-downloads" data-area={area}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="medium" fontSize="sm"><FormattedMessage id="template.downloads.title" values={{ count: list.length }} /></Text>
        {list.length > 1 ? (
          <Button size="xs" colorPalette="brand" loading={busy === 'zip'} data-testid="template-zip"
            onClick={() => run('zip', () => downloadTemplateZip(area, `${intl.formatMessage({ id: 'template.zip.name' }, { area: areaName })}.zip`))}>
            <ShellIcon name="download" boxSize="3.5" />
            <FormattedMessage id="template.downloads.all" />
          </Button>
        ) : null}
      </HStack>
      <Wrap gap="2">
        {list.map((template) => (
          <Button key={template.id} size="xs" variant="outline" bg="white" loading={busy === template.id} data-testid="template-file"
            onClick={() => run(template.id, () => downloadTemplate(template, locale))}>
            {templateName(template, locale)}
            <Text as="span" color="fg.muted" fontWeight="normal">{formatFileSize(intl, template.size)}</Text>
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
