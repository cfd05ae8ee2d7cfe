/**
 * Batch binding: the template (the tickets that can be bound), then either its .xlsx filled in or
 * rows pasted from a spreadsheet. The server takes the batch and works through it; the page then
 * follows it on the batch's record (logDetails).
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Drawer, Group, HStack, Portal, Progress, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BATCH_MAX_ROWS } from '../../../shared/tickets';
import { parsePastedRows } from './ticket-api';
import { useTicketKind } from './ticket-kind';

export function BatchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { calls: { downloadTemplate, submitPastedRows, uploadBatchExcel }, paths } = useTicketKind();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState<'template' | 'upload' | 'paste' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<'excel' | 'paste'>('excel');
  /** How much of the chosen file has gone (0…1) while it uploads. */
  const [sent, setSent] = useState(0);
  const rows = parsePastedRows(pasted);

  const accepted = (batchId: number) => {
    onClose();
    navigate(paths.logDetails(batchId));
  };

  const run = async (kind: 'template' | 'upload' | 'paste', work: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      // Shown as a toast by the request layer; kept here too, beside what was chosen or typed.
      setProblem(error instanceof Error ? error.message : null);
    } finally {
      setBusy(null);
    }
  };

  const upload = () => run('upload', async () => {
    if (!file) return;
    setSent(0);
    accepted((await uploadBatchExcel(file, setSent)).batch_id);
  });

  const paste = () => run('paste', async () => {
    if (rows.length === 0) { setProblem(intl.formatMessage({ id: 'ticketPage.batch.pasteEmpty' })); return; }
    if (rows.length > BATCH_MAX_ROWS) { setProblem(intl.formatMessage({ id: 'ticketPage.batch.tooMany' }, { max: BATCH_MAX_ROWS })); return; }
    accepted((await submitPastedRows(rows)).batch_id);
  });

  return (
    <Drawer.Root open={open} onOpenChange={(details) => { if (!details.open && !busy) onClose(); }} size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="batch-panel">
            <Drawer.Header><Drawer.Title><FormattedMessage id="ticketPage.batch.title" /></Drawer.Title></Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Stack gap="2">
                  <Text fontWeight="medium"><FormattedMessage id="ticketPage.batch.step1" /></Text>
                  <Text fontSize="sm" color="fg.muted"><FormattedMessage id="ticketPage.batch.templateHint" values={{ max: BATCH_MAX_ROWS }} /></Text>
                  <Button alignSelf="start" size="sm" variant="outline" loading={busy === 'template'} data-testid="batch-template"
                    onClick={() => void run('template', () => downloadTemplate(`${intl.formatMessage({ id: 'ticketPage.batch.templateName' })}.xlsx`))}>
                    <FormattedMessage id="ticketPage.batch.download" />
                  </Button>
                </Stack>
                <Separator />
                <Group attached alignSelf="start" role="tablist">
                  {(['excel', 'paste'] as const).map((value) => (
                    <Button key={value} size="sm" role="tab" aria-selected={mode === value} variant={mode === value ? 'solid' : 'outline'} colorPalette="brand"
                      onClick={() => setMode(value)} data-testid={`batch-tab-${value}`}>
                      <FormattedMessage id={value === 'excel' ? 'ticketPage.batch.tabExcel' : 'ticketPage.batch.tabPaste'} />
                    </Button>
                  ))}
                </Group>
                {mode === 'excel' ? (
                    <Stack gap="3">
                      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="ticketPage.batch.excelHint" /></Text>
                      <input ref={fileInput} type="file" hidden data-testid="batch-file"
                        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                        onChange={(event) => { setFile(event.target.files?.[0] ?? null); setProblem(null); }} />
                      <HStack gap="3">
                        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}><FormattedMessage id="ticketPage.batch.choose" /></Button>
                        <Text fontSize="sm" data-testid="batch-file-name" truncate>{file?.name ?? intl.formatMessage({ id: 'ticketPage.batch.noFile' })}</Text>
                      </HStack>
                      <Button alignSelf="start" colorPalette="brand" size="sm" disabled={!file} loading={busy === 'upload'} onClick={() => void upload()} data-testid="batch-upload">
                        <FormattedMessage id="ticketPage.batch.upload" />
                      </Button>
                      {busy === 'upload' ? <UploadProgress sent={sent} /> : null}
                    </Stack>
                ) : (
                    <Stack gap="3">
                      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="ticketPage.batch.pasteHint" /></Text>
                      <Box fontFamily="mono" fontSize="xs" bg="gray.50" p="2" rounded="md" color="fg.muted">
                        <FormattedMessage id="ticketPage.batch.pasteColumns" />
                      </Box>
                      <Textarea value={pasted} onChange={(event) => setPasted(event.target.value)} rows={10} fontFamily="mono" fontSize="xs" data-testid="batch-paste"
                        placeholder={intl.formatMessage({ id: 'ticketPage.batch.pastePlaceholder' })} />
                      <HStack justify="space-between">
                        <Text fontSize="sm" color="fg.muted" data-testid="batch-paste-count"><FormattedMessage id="ticketPage.batch.rowsCount" values={{ count: rows.length }} /></Text>
                        <Button colorPalette="brand" size="sm" disabled={rows.length === 0} loading={busy === 'paste'} onClick={() => void paste()} data-testid="batch-paste-submit">
                          <FormattedMessage id="ticketPage.batch.submitPaste" />
                        </Button>
                      </HStack>
                    </Stack>
                )}
                {problem ? (
                  <Alert.Root status="error" data-testid="batch-problem"><Alert.Indicator /><Alert.Title>{problem}</Alert.Title></Alert.Root>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The file's own upload, then the server reading it: a large sheet takes a while on a slow line, and
 * the page says what is happening rather than only spinning a button.
 */
function UploadProgress({ sent }: { sent: number }) {
  const intl = useIntl();
  const percent = Math.round(sent * 100);
  const reading = sent >= 1;
  const text = reading
    ? intl.formatMessage({ id: 'ticketPage.batch.reading' })
    : intl.formatMessage({ id: 'ticketPage.batch.uploading' }, { percent: intl.formatNumber(sent, { style: 'percent' }) });
  return (
    <Stack gap="1" data-testid="batch-upload-progress" data-sent={percent}>
      <Progress.Root value={reading ? null : percent} size="sm" colorPalette="brand">
        <Progress.Track aria-label={text}><Progress.Range /></Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" aria-live="polite">{text}</Text>
    </Stack>
  );
}
