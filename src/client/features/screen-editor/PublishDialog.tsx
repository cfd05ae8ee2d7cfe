/**
 * Publishing the draft as the screen's next version: first what it would do to the records already
 * stored (how many no longer fit its rules, and the first of them: whose, which booth, which fields),
 * then a note of 1–500 characters for the history. Refused while the draft has problems; a refusal
 * of the server keeps the note as typed. Mounted for each opening, so each reads the impact afresh.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Alert, Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DescriptorProblem, DraftImpact } from '../../../shared/screen-editor';
import { ScreenEditorApi } from '../../../shared/screen-editor';
import { ApiError } from '../../../runtime/http';
import { SchemaTable, type TableList } from '../../../engine';
import { http } from '../../app/http';
import { FormDialog } from '../../components/FormDialog';
import { NoteField, ProblemMessage, noteProblem } from './EditorParts';

/** Misfits shown per page of the impact's list. */
const IMPACT_PAGE = 10;

type Impact = { phase: 'loading' } | { phase: 'ready'; impact: DraftImpact } | { phase: 'failed' };

export interface PublishDialogProps {
  open: boolean;
  screen: string;
  problems: readonly DescriptorProblem[];
  /** Saves what is due first; false: the draft could not be saved. */
  flush: () => Promise<boolean>;
  /** A field's label in the reader's language. */
  fieldName: (field: string) => string;
  onClose: () => void;
  onPublished: (version: number) => void;
  onProblems: (problems: DescriptorProblem[]) => void;
}

export function PublishDialog({ open, screen, problems, flush, fieldName, onClose, onPublished, onProblems }: PublishDialogProps) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [impact, setImpact] = useState<Impact>({ phase: 'loading' });
  const [unsaved, setUnsaved] = useState(false);
  const blocked = problems.length > 0;

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    (async () => {
      if (!(await flush())) {
        if (live) setUnsaved(true);
        return;
      }
      if (blocked) return;
      try {
        const answer = await http.get<DraftImpact>(ScreenEditorApi.impact(screen), undefined, { quiet: true });
        if (live) setImpact({ phase: 'ready', impact: answer });
      } catch (error) {
        const found = (error instanceof ApiError ? (error.data as { problems?: DescriptorProblem[] } | null)?.problems : undefined);
        if (found) onProblems(found);
        if (live) setImpact({ phase: 'failed' });
      }
    })();
    return () => { live = false; };
    // Read once per opening (and again when its problems are fixed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, blocked, screen]);

  const noteIssue = noteProblem(note);
  const publish = async () => {
    setTried(true);
    if (noteIssue || blocked || busy) return;
    setBusy(true);
    try {
      if (!(await flush())) return;
      const { version } = await http.post<{ version: number }>(ScreenEditorApi.publish(screen), { note: note.trim() });
      setNote('');
      setTried(false);
      onPublished(version);
    } catch (error) {
      // The request layer said why; problems found at the last moment are shown with the rest.
      const found = error instanceof ApiError ? (error.data as { problems?: DescriptorProblem[] } | null)?.problems : undefined;
      if (found) onProblems(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} busy={busy} size="lg" testId="publish-dialog" title={<FormattedMessage id="screen_editor.publish.title" />}>
      <Stack gap="4">
        {unsaved ? (
          <Alert.Root status="error" data-testid="publish-unsaved"><Alert.Indicator /><Alert.Title><FormattedMessage id="screen_editor.publish.unsaved" /></Alert.Title></Alert.Root>
        ) : null}
        {blocked ? (
          <Alert.Root status="error" data-testid="publish-blocked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title><FormattedMessage id="screen_editor.publish.blocked" values={{ count: problems.length }} /></Alert.Title>
              <List.Root ps="4" fontSize="sm">
                {problems.slice(0, 10).map((problem, i) => <List.Item key={`${problem.path}-${i}`}><ProblemMessage problem={problem} /></List.Item>)}
              </List.Root>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="2" data-testid="publish-impact">
            <Text fontWeight="semibold"><FormattedMessage id="screen_editor.impact.title" /></Text>
            {impact.phase === 'loading' ? <Skeleton height="12" /> : null}
            {impact.phase === 'failed' ? <Text color="red.600"><FormattedMessage id="screen_editor.impact.failed" /></Text> : null}
            {impact.phase === 'ready' ? <ImpactView impact={impact.impact} fieldName={fieldName} /> : null}
          </Stack>
        )}
        <NoteField value={note} onChange={setNote} error={tried ? noteIssue : null} testId="publish-note" />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
          <Button colorPalette="brand" onClick={() => void publish()} loading={busy} disabled={blocked} data-testid="publish-confirm"
            aria-label={intl.formatMessage({ id: 'screen_editor.publish.confirm' })}>
            <FormattedMessage id="screen_editor.publish.confirm" />
          </Button>
        </HStack>
      </Stack>
    </FormDialog>
  );
}

type Misfit = DraftImpact['list'][number];

function ImpactView({ impact, fieldName }: { impact: DraftImpact; fieldName: (field: string) => string }) {
  const [page, setPage] = useState(1);
  const columns = useMemo((): ColumnDef<Misfit>[] => [
    { id: 'exhibitor', header: () => <FormattedMessage id="review.staff.exhibitor" />, cell: ({ row }) => row.original.exhibitor_name || '—' },
    { id: 'booth', header: () => <FormattedMessage id="review.staff.booth" />, cell: ({ row }) => row.original.booth_no || '—' },
    { id: 'fields', header: () => <FormattedMessage id="screen_editor.impact.fields" />, cell: ({ row }) => row.original.fields.map(fieldName).join(', ') },
  ], [fieldName]);
  if (impact.misfits === 0) {
    return <Text fontSize="sm" color="green.700" data-testid="impact-none" data-total={impact.total}><FormattedMessage id="screen_editor.impact.none" values={{ total: impact.total }} /></Text>;
  }
  const list: TableList<Misfit> = {
    rows: impact.list.slice((page - 1) * IMPACT_PAGE, page * IMPACT_PAGE), total: impact.list.length, page, limit: IMPACT_PAGE,
    loading: false, failed: false, setPage, reload: () => {},
  };
  return (
    <Stack gap="2" data-testid="impact-misfits" data-misfits={impact.misfits}>
      <Text fontSize="sm" color="orange.700"><FormattedMessage id="screen_editor.impact.misfits" values={{ misfits: impact.misfits, total: impact.total }} /></Text>
      <SchemaTable<Misfit> columns={columns} list={list} rowId={(misfit) => String(misfit.id)} rowTestId="impact-row" testId="impact-table" />
      {impact.misfits > impact.list.length ? (
        <Text fontSize="xs" color="fg.muted"><FormattedMessage id="screen_editor.impact.more" values={{ shown: impact.list.length, misfits: impact.misfits }} /></Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id="screen_editor.impact.readable" /></Text>
    </Stack>
  );
}
