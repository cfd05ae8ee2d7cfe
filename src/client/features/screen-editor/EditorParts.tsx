/**
 * Small parts of the screen editor: where the draft's save stands, a problem in the reader's
 * language, the note a publish or rollback needs, and the one way an edit's refusal is said.
 */
import { useCallback } from 'react';
import { Badge, Box, Field, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NOTE_MAX_LENGTH, type DescriptorProblem } from '../../../shared/screen-editor';
import { toaster } from '../../app/toaster';
import type { EditorDoc } from './descriptor-edits';
import { problemText } from './problem-text';
import type { SaveState, ScreenDraftHandle } from './use-screen-draft';

const SAVE_LOOK: Record<SaveState, { palette: string; id: string }> = {
  clean: { palette: 'gray', id: 'screen_editor.save.clean' },
  unsaved: { palette: 'orange', id: 'screen_editor.save.unsaved' },
  saving: { palette: 'brand', id: 'screen_editor.save.saving' },
  saved: { palette: 'green', id: 'screen_editor.save.saved' },
  failed: { palette: 'red', id: 'screen_editor.save.failed' },
};

export function SaveIndicator({ state }: { state: SaveState }) {
  const look = SAVE_LOOK[state];
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="lg" data-testid="draft-save-state" data-state={state} aria-live="polite">
      {state === 'saving' ? <Spinner size="xs" /> : null}
      <FormattedMessage id={look.id} />
    </Badge>
  );
}

/** A problem's sentence, in the reader's language (a language it names is worded as a message too). */
export function ProblemMessage({ problem }: { problem: DescriptorProblem }) {
  const intl = useIntl();
  const { id, values } = problemText(problem, (known) => Object.hasOwn(intl.messages, known));
  const language = typeof values.language === 'string' ? intl.formatMessage({ id: `screen_editor.language.${values.language}` }) : undefined;
  return <>{intl.formatMessage({ id }, { ...values, ...(language ? { language } : {}) })}</>;
}

/** The problems about one part of the editor, beside it. */
export function ProblemLines({ problems, testId = 'part-problem' }: { problems: readonly DescriptorProblem[]; testId?: string }) {
  if (!problems.length) return null;
  return (
    <Stack gap="1">
      {problems.map((problem, i) => (
        <Text key={`${problem.path}-${i}`} fontSize="sm" color="red.600" data-testid={testId} data-path={problem.path}>
          <ProblemMessage problem={problem} />
        </Text>
      ))}
    </Stack>
  );
}

/** Applies an edit; a refusal is said in a toast, in the reader's language, and changes nothing. */
export function useApplyEdit(draft: ScreenDraftHandle): (change: (doc: EditorDoc) => EditorDoc) => boolean {
  const intl = useIntl();
  return useCallback((change) => {
    const refused = draft.edit(change);
    if (refused) toaster.create({ type: 'error', title: intl.formatMessage({ id: refused.id }, refused.values), closable: true });
    return refused === null;
  }, [draft, intl]);
}

/** Why a note cannot be taken yet (1 to NOTE_MAX_LENGTH characters, not only spaces), or null. */
export function noteProblem(note: string): string | null {
  if (note.trim() === '') return 'screen_editor.note.required';
  if ([...note].length > NOTE_MAX_LENGTH) return 'screen_editor.note.tooLong';
  return null;
}

/** The note of a publish or rollback: what changed and why, for the history. */
export function NoteField({ value, onChange, error, testId }: { value: string; onChange: (note: string) => void; error: string | null; testId: string }) {
  const intl = useIntl();
  const length = [...value].length;
  return (
    <Field.Root required invalid={error !== null}>
      <Field.Label><FormattedMessage id="screen_editor.note" /><Field.RequiredIndicator /></Field.Label>
      <Textarea value={value} rows={3} onChange={(event) => onChange(event.target.value)} data-testid={testId}
        placeholder={intl.formatMessage({ id: 'screen_editor.note.placeholder' })} />
      <HStack justify="space-between" width="full" gap="2">
        <Box flex="1">{error ? <Field.ErrorText data-testid={`${testId}-error`}><FormattedMessage id={error} values={{ limit: NOTE_MAX_LENGTH }} /></Field.ErrorText> : null}</Box>
        <Text fontSize="xs" color={length > NOTE_MAX_LENGTH ? 'red.600' : 'fg.muted'}>{length}/{NOTE_MAX_LENGTH}</Text>
      </HStack>
    </Field.Root>
  );
}

