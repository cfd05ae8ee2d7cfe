/**
 * A screen's history: its versions newest first down to the file (version 0) — note, when, who, and
 * which version a rollback restored — each with what it changed, read as sentences; and a rollback to
 * any older version, with a note, published as the next version.
 */
import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import { SCREEN_EDITOR_PAGES, ScreenEditorApi, type ScreenSummary, type VersionDetail, type VersionEntry } from '../../../shared/screen-editor';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { FormDialog } from '../../components/FormDialog';
import { useShowTime } from '../../i18n/show-time';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ConsolePage } from '../console';
import { useRecord } from '../screens';
import { describeChanges, shortValue } from './change-text';
import { NoteField, noteProblem } from './EditorParts';

export function ScreenHistory({ screen }: { screen: string }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const [reads, setReads] = useState(0);
  const versions = useRecord<VersionEntry[]>(ScreenEditorApi.versions(screen), { refreshKey: reads, quiet: true });
  const [restoring, setRestoring] = useState<VersionEntry | null>(null);
  const entries = versions.state.phase === 'ready' ? versions.state.record : [];
  const newest = entries[0]?.version;
  // The screen's name as staff know it; its id until the list has answered.
  const screens = useRecord<ScreenSummary[]>(ScreenEditorApi.screens, { quiet: true });
  const summary = screens.state.phase === 'ready' ? screens.state.record.find((row) => row.screen === screen) : undefined;
  const title = summary ? intl.formatMessage({ id: summary.title }) : screen;

  return (
    <ConsolePage titleId="route.console.schemas.history" intro={<FormattedMessage id="screen_editor.history.intro" values={{ title, screen }} />}
      actions={(
        <Button asChild size="sm" variant="outline">
          <RouterLink to={SCREEN_EDITOR_PAGES.edit(screen)} data-testid="history-edit"><FormattedMessage id="screen_editor.history.edit" /></RouterLink>
        </Button>
      )}
      overlays={<RollbackDialog screen={screen} entry={restoring} onClose={() => setRestoring(null)}
        onDone={(version) => {
          setRestoring(null);
          toaster.create({ type: 'success', title: intl.formatMessage({ id: 'screen_editor.rollback.done' }, { version }), closable: true });
          setReads((n) => n + 1);
        }} />}>
      {versions.state.phase === 'loading' ? <Skeleton height="48" /> : null}
      {versions.state.phase === 'missing' ? (
        <Alert.Root status="warning"><Alert.Indicator /><Alert.Title><FormattedMessage id="screen_editor.error.not_editable" /></Alert.Title></Alert.Root>
      ) : null}
      {versions.state.phase === 'failed' ? <LoadFailedAlert onRetry={versions.reload} /> : null}
      <Stack gap="3" as="ol" data-testid="version-list">
        {entries.map((entry) => (
          <Box as="li" key={entry.version} listStyleType="none" borderWidth="1px" borderColor={entry.version === newest ? 'brand.emphasized' : 'gray.200'} rounded="md" p="3"
            data-testid="version-row" data-version={entry.version}>
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={entry.version === newest ? 'brand' : 'gray'} size="lg" data-testid="version-number"><FormattedMessage id="screen_editor.version" values={{ version: entry.version }} /></Badge>
                {entry.version === newest ? <Badge colorPalette="green" variant="subtle"><FormattedMessage id="screen_editor.history.inUse" /></Badge> : null}
                {entry.restored_from !== null ? (
                  <Badge variant="outline" data-testid="version-restored"><FormattedMessage id="screen_editor.history.restoredFrom" values={{ version: entry.restored_from }} /></Badge>
                ) : null}
                <Text fontSize="sm" color="fg.muted">
                  {entry.version === 0 ? <FormattedMessage id="screen_editor.history.file" />
                    : <FormattedMessage id="screen_editor.history.by" values={{ at: entry.published_at ? showTime.dateTime(entry.published_at) : '—', by: entry.published_by ?? '—' }} />}
                </Text>
                {entry.version !== newest ? (
                  <Button size="xs" variant="outline" colorPalette="orange" ms="auto" onClick={() => setRestoring(entry)} data-testid="version-rollback">
                    <FormattedMessage id="screen_editor.rollback" values={{ version: entry.version }} />
                  </Button>
                ) : null}
              </HStack>
              {entry.note ? <Text data-testid="version-note" overflowWrap="anywhere">{entry.note}</Text> : null}
              {entry.version > 0 ? <VersionChanges screen={screen} version={entry.version} /> : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </ConsolePage>
  );
}

function VersionChanges({ screen, version }: { screen: string; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <HStack>
        <Button size="xs" variant="ghost" onClick={() => setOpen((was) => !was)} aria-expanded={open} data-testid="version-changes-toggle">
          <FormattedMessage id={open ? 'screen_editor.history.hideChanges' : 'screen_editor.history.showChanges'} />
        </Button>
      </HStack>
      {open ? <ChangeList screen={screen} version={version} /> : null}
    </Stack>
  );
}

function ChangeList({ screen, version }: { screen: string; version: number }) {
  const intl = useIntl();
  const detail = useRecord<VersionDetail>(ScreenEditorApi.version(screen, version), { quiet: true });
  if (detail.state.phase === 'loading') return <Skeleton height="10" />;
  if (detail.state.phase !== 'ready') return <Text color="red.600" fontSize="sm"><FormattedMessage id="common.loadFailed" /></Text>;
  const { record } = detail.state;
  const lines = describeChanges(record.changes);
  const locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  // A field is named by its label as this version has it, when it has one.
  const labelOf = (field: string): string => {
    const title = (record.descriptor as ScreenDescriptor | null)?.schema?.properties?.[field]?.title;
    if (typeof title !== 'string') return 'none';
    return record.messages[locale]?.[title] ?? (intl.messages[title] ? intl.formatMessage({ id: title }) : 'none');
  };
  if (!lines.length) return <Text fontSize="sm" color="fg.muted"><FormattedMessage id="screen_editor.history.noChanges" /></Text>;
  const word = (values: Record<string, string | number>) => ({
    ...values,
    ...(typeof values.language === 'string' && values.language ? { language: intl.formatMessage({ id: `screen_editor.language.${values.language}` }) } : {}),
    ...(typeof values.list === 'string' ? { list: intl.formatMessage({ id: `screen_editor.list.${values.list}` }) } : {}),
    ...(typeof values.field === 'string' ? { label: labelOf(values.field) } : {}),
    ...(typeof values.rule === 'string' ? { rule: intl.messages[`screen_editor.rule.${values.rule}`] ? intl.formatMessage({ id: `screen_editor.rule.${values.rule}` }) : values.rule } : {}),
  });
  return (
    <Stack as="ul" gap="1.5" ps="1" data-testid="version-changes">
      {lines.map((line, i) => (
        <Box as="li" key={i} listStyleType="none" fontSize="sm" data-testid="version-change">
          <Text>
            {intl.formatMessage({ id: line.id }, word(line.values))}
            {line.count > 1 ? <Text as="span" color="fg.muted">{` ${intl.formatMessage({ id: 'screen_editor.change.places' }, { count: line.count })}`}</Text> : null}
          </Text>
          {'before' in line || 'after' in line ? (
            <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere" data-testid="version-change-values">
              {`${shortValue(line.before)} → ${shortValue(line.after)}`}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function RollbackDialog({ screen, entry, onClose, onDone }: { screen: string; entry: VersionEntry | null; onClose: () => void; onDone: (version: number) => void }) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const issue = noteProblem(note);
  const roll = async () => {
    setTried(true);
    if (issue || !entry || busy) return;
    setBusy(true);
    try {
      const { version } = await http.post<{ version: number }>(ScreenEditorApi.rollback(screen), { version: entry.version, note: note.trim() });
      setNote('');
      setTried(false);
      onDone(version);
    } catch {
      // The request layer said why; the note stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog open={entry !== null} onClose={onClose} busy={busy} testId="rollback-dialog"
      title={<FormattedMessage id="screen_editor.rollback.title" values={{ version: entry?.version ?? 0 }} />}>
      <Stack gap="4">
        <Text fontSize="sm"><FormattedMessage id={entry?.version === 0 ? 'screen_editor.rollback.toFile' : 'screen_editor.rollback.body'} values={{ version: entry?.version ?? 0 }} /></Text>
        <NoteField value={note} onChange={setNote} error={tried ? issue : null} testId="rollback-note" />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
          <Button colorPalette="orange" loading={busy} onClick={() => void roll()} data-testid="rollback-confirm">
            <FormattedMessage id="screen_editor.rollback.confirm" />
          </Button>
        </HStack>
      </Stack>
    </FormDialog>
  );
}
