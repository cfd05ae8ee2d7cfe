/**
 * The expert's view: the whole draft — descriptor and labels — as JSON text. Text that reads is
 * applied (and saved) as it is typed; text that does not is kept as typed, with what is wrong shown
 * at its line and column and the lines around it, until it reads.
 */
import { useRef } from 'react';
import { Alert, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { draftText, readDraftText, type TextProblem } from './json-text';

export interface JsonEditorProps {
  /** The text as typed; null: the draft's own text. */
  text: string | null;
  /** The draft as JSON text. */
  draft: string;
  problem: TextProblem | null;
  onText: (text: string) => void;
  /** Forgets what was typed and shows the draft again. */
  onReset: () => void;
}

export { draftText, readDraftText };

export function JsonEditor({ text, draft, problem, onText, onReset }: JsonEditorProps) {
  const intl = useIntl();
  const area = useRef<HTMLTextAreaElement>(null);
  const value = text ?? draft;
  const lines = value.split('\n');

  const goTo = (line: number, column: number) => {
    const element = area.current;
    if (!element) return;
    const offset = lines.slice(0, line - 1).reduce((sum, each) => sum + each.length + 1, 0) + column - 1;
    element.focus();
    element.setSelectionRange(offset, offset + 1);
    // Roughly where the line is, so the caret is in sight.
    element.scrollTop = Math.max(0, (line - 5) * 20);
  };

  return (
    <Stack gap="3" data-testid="json-editor">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="screen_editor.json.intro" /></Text>
        {text !== null ? <Button size="xs" variant="outline" onClick={onReset} data-testid="json-reset"><FormattedMessage id="screen_editor.json.reset" /></Button> : null}
      </HStack>
      {problem?.kind === 'syntax' ? (
        <Alert.Root status="error" data-testid="json-problem" data-line={problem.line} data-column={problem.column}>
          <Alert.Indicator />
          <Alert.Content gap="2" minW="0">
            <Alert.Title><FormattedMessage id="screen_editor.json.syntax" values={{ line: problem.line, column: problem.column }} /></Alert.Title>
            <Box as="pre" fontFamily="mono" fontSize="xs" bg="white" borderWidth="1px" rounded="sm" p="2" overflowX="auto" whiteSpace="pre" data-testid="json-problem-lines">
              {[problem.line - 1, problem.line, problem.line + 1].filter((line) => line >= 1 && line <= lines.length).map((line) => (
                <Box key={line} as="span" display="block" color={line === problem.line ? 'red.700' : 'fg.muted'} fontWeight={line === problem.line ? 'semibold' : undefined}>
                  {`${String(line).padStart(4)} │ ${lines[line - 1]}`}
                  {line === problem.line ? `\n${' '.repeat(7 + problem.column - 1)}^` : null}
                </Box>
              ))}
            </Box>
            <HStack><Button size="xs" variant="outline" onClick={() => goTo(problem.line, problem.column)}><FormattedMessage id="screen_editor.json.goTo" /></Button></HStack>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {problem?.kind === 'shape' ? (
        <Alert.Root status="error" data-testid="json-problem">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id={problem.id} values={problem.values} /></Alert.Title>
        </Alert.Root>
      ) : null}
      <Textarea ref={area} value={value} onChange={(event) => onText(event.target.value)} fontFamily="mono" fontSize="xs" rows={28} spellCheck={false}
        aria-label={intl.formatMessage({ id: 'screen_editor.tab.json' })} aria-invalid={problem !== null} data-testid="json-text" whiteSpace="pre" overflowX="auto" />
    </Stack>
  );
}
