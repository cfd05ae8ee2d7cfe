/**
 * /organiser/templates: the material templates exhibitors download (SPEC.md §9), one card per area
 * of the portal that offers them: its files as rows with their names in both languages, published
 * to the area from its card and withdrawn from a row (at most TEMPLATE_MAX_FILES, so no paging). Exhibitors see a change on their next visit to the area's page.
 */
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Field, HStack, Heading, Input, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pagedWhole, usePagedList } from '../../../engine';
import { localized } from '../../../shared/locale';
import { TEMPLATE_AREAS, TEMPLATE_FILE_MAX_BYTES, TEMPLATE_MAX_FILES, type MaterialTemplate, type TemplateArea } from '../../../shared/templates';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { FormDialog } from '../../components/FormDialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { useDialogAction } from '../../components/use-dialog-action';
import { BothLanguages, ConsolePage } from '../../features/console';
import { downloadTemplate, publishTemplate, removeTemplate, templatesPath } from '../../features/templates';
import { formatFileSize } from '../../i18n/file-size';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';

const NO_FILTERS = {};

export function TemplatesPage() {
  const [publishing, setPublishing] = useState<TemplateArea | null>(null);
  const [versions, setVersions] = useState<Partial<Record<TemplateArea, number>>>({});
  const changed = (area: TemplateArea) => setVersions((current) => ({ ...current, [area]: (current[area] ?? 0) + 1 }));
  return (
    <ConsolePage titleId="route.console.templates" intro={<FormattedMessage id="template.console.intro" values={{ max: TEMPLATE_MAX_FILES, size: TEMPLATE_FILE_MAX_BYTES / 1024 / 1024 }} />}
      overlays={<PublishDialog area={publishing} onClose={() => setPublishing(null)} onPublished={(area) => { setPublishing(null); changed(area); }} />}>
      {TEMPLATE_AREAS.map((area) => (
        <AreaTemplates key={area} area={area} version={versions[area] ?? 0} onPublish={() => setPublishing(area)} onChanged={() => changed(area)} />
      ))}
    </ConsolePage>
  );
}

function AreaTemplates({ area, version, onPublish, onChanged }: { area: TemplateArea; version: number; onPublish: () => void; onChanged: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const showTime = useShowTime();
  const load = useMemo(() => pagedWhole((signal) => http.get<{ list: MaterialTemplate[] }>(templatesPath(area), undefined, { signal })), [area]);
  const list = usePagedList<MaterialTemplate>(load, NO_FILTERS, TEMPLATE_MAX_FILES, version);
  const withdrawal = useConfirmedAction((template: MaterialTemplate) => removeTemplate(template.id), onChanged);
  const full = list.total >= TEMPLATE_MAX_FILES;
  const headingId = `template-area-${area}`;

  return (
    <Box as="section" borderWidth="1px" borderColor="gray.200" rounded="lg" overflow="hidden" aria-labelledby={headingId} data-testid="template-area" data-area={area}>
      <HStack justify="space-between" wrap="wrap" gap="2" px={{ base: '4', md: '5' }} py="3" bg="gray.50" borderBottomWidth="1px" borderColor="gray.200">
        <HStack gap="2" align="baseline" minW="0">
          <Heading as="h2" size="md" id={headingId}><FormattedMessage id={`template.area.${area}`} /></Heading>
          {list.loading ? null : (
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="template-count">
              <FormattedMessage id="template.count" values={{ count: list.total, max: TEMPLATE_MAX_FILES }} />
            </Text>
          )}
        </HStack>
        <Button size="sm" colorPalette="brand" variant="outline" onClick={onPublish} disabled={full} data-testid="template-publish">
          <FormattedMessage id={full ? 'template.full' : 'template.publish'} values={{ max: TEMPLATE_MAX_FILES }} />
        </Button>
      </HStack>
      {list.loading && list.rows.length === 0 ? <Box p="4"><Skeleton height="10" /></Box> : null}
      {list.failed ? <Box p="4"><LoadFailedAlert onRetry={list.reload} /></Box> : null}
      {!list.loading && !list.failed && list.rows.length === 0 ? (
        <Text px={{ base: '4', md: '5' }} py="5" fontSize="sm" color="fg.muted" textAlign="center"><FormattedMessage id="template.empty" /></Text>
      ) : null}
      {list.rows.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="0" separator={<Separator borderColor="gray.100" />} aria-labelledby={headingId}>
          {list.rows.map((template) => (
            <Stack as="li" key={template.id} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} gap={{ base: '2', md: '4' }}
              px={{ base: '4', md: '5' }} py="3" data-testid="template-row">
              <Box flex="1" minW="0"><BothLanguages zh={template.name} en={template.name_en} testId="template-name" /></Box>
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatFileSize(intl, template.size)} · <FormattedMessage id="template.publishedAt" values={{ time: showTime.dateTime(template.uploaded_at) }} />
              </Text>
              <HStack gap="2" flexShrink={0}>
                <Button size="xs" variant="outline" onClick={() => { downloadTemplate(template, locale).catch(() => undefined); }} data-testid="template-download">
                  <FormattedMessage id="template.download" />
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => withdrawal.ask(template)} data-testid="template-withdraw">
                  <FormattedMessage id="template.withdraw" />
                </Button>
              </HStack>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        {...withdrawal.dialog}
        title={<FormattedMessage id="template.withdraw.title" />}
        body={<FormattedMessage id="template.withdraw.body" values={{ name: withdrawal.target ? localized(locale, withdrawal.target.name, withdrawal.target.name_en) : '' }} />}
        action={<FormattedMessage id="template.withdraw" />}
        colorPalette="red"
        testId="template-withdraw-dialog"
        actionTestId="template-withdraw-confirm"
      />
    </Box>
  );
}

/** A file and its English name, checked against the size limit before it is sent. */
function PublishDialog({ area, onClose, onPublished }: { area: TemplateArea | null; onClose: () => void; onPublished: (area: TemplateArea) => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [nameEn, setNameEn] = useState('');
  const { busy, refusal, run, clearRefusal } = useDialogAction();
  const close = () => { setFile(null); setNameEn(''); clearRefusal(); onClose(); };
  const tooLarge = file !== null && file.size > TEMPLATE_FILE_MAX_BYTES;
  const publish = () => {
    if (area === null || file === null || tooLarge) return;
    run(() => publishTemplate(area, file, nameEn.trim()), (template) => {
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'template.published' }, { name: template.name }), closable: true });
      setFile(null);
      setNameEn('');
      onPublished(area);
    });
  };
  return (
    <FormDialog open={area !== null} onClose={close} busy={busy} refusal={refusal} testId="template-publish-dialog"
      title={<FormattedMessage id="template.publishTo" values={{ area: area ? intl.formatMessage({ id: `template.area.${area}` }) : '' }} />}>
      <Stack gap="4">
        <Field.Root required invalid={tooLarge}>
          <Field.Label><FormattedMessage id="template.field.file" /></Field.Label>
          <HStack gap="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid="template-choose"><FormattedMessage id="template.choose" /></Button>
            <Text fontSize="sm" data-testid="template-chosen">{file ? `${file.name} · ${formatFileSize(intl, file.size)}` : intl.formatMessage({ id: 'template.noFile' })}</Text>
          </HStack>
          <input ref={input} type="file" hidden data-testid="template-file-input" onChange={(event) => { setFile(event.target.files?.[0] ?? null); event.target.value = ''; }} />
          {tooLarge ? <Field.ErrorText><FormattedMessage id="template.error.too_large" values={{ max: TEMPLATE_FILE_MAX_BYTES / 1024 / 1024 }} /></Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label><FormattedMessage id="template.field.name_en" /></Field.Label>
          <Input value={nameEn} maxLength={200} onChange={(event) => setNameEn(event.target.value)} data-testid="template-name-en-input" />
          <Field.HelperText><FormattedMessage id="template.field.name_en.help" /></Field.HelperText>
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={close} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
          <Button colorPalette="brand" onClick={publish} loading={busy} disabled={file === null || tooLarge} data-testid="template-publish-confirm">
            <FormattedMessage id="template.publish" />
          </Button>
        </HStack>
      </Stack>
    </FormDialog>
  );
}
