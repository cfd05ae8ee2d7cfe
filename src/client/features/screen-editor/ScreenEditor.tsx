/**
 * The screen editor (issue 21): the shared draft of one screen edited through forms — its fields,
 * its lists and exports — or, for experts, as JSON; saved a moment after each change, with the
 * server's problems beside what they are about and in one list; the exhibitor's form and list as
 * they would look beside it; published with a note after seeing what it does to stored records.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Grid, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN_EDITOR_PAGES, type DescriptorProblem } from '../../../shared/screen-editor';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ConsolePage } from '../console';
import { useShowTime } from '../../i18n/show-time';
import { readableDescriptor, type ListKey } from './descriptor-edits';
import { ProblemMessage, SaveIndicator } from './EditorParts';
import { FieldsEditor } from './FieldsEditor';
import { draftText, readDraftText } from './json-text';
import { JsonEditor } from './JsonEditor';
import { ListEditor, useFieldName } from './ListEditor';
import { PublishDialog } from './PublishDialog';
import { problemPlace, type ProblemPlace } from './problem-text';
import { ScreenPreview } from './ScreenPreview';
import { useCatalogues, type Catalogues } from './use-catalogues';
import { useScreenDraft, type ScreenDraftHandle } from './use-screen-draft';

type Tab = 'fields' | 'list' | 'json';

export function ScreenEditor({ screen }: { screen: string }) {
  const draft = useScreenDraft(screen);
  // The label inputs read the locale files: drawn before those arrive, they would show empty labels.
  const catalogues = useCatalogues();
  const { phase, published, doc } = draft;
  const ready = phase === 'ready' && doc !== null && published !== null && catalogues.settled;
  return (
    <ConsolePage titleId="route.console.schemas.edit"
      intro={published ? <EditorIntro screen={screen} draft={draft} /> : undefined}
      actions={ready ? <EditorActions screen={screen} draft={draft} catalogues={catalogues} /> : undefined}>
      {phase === 'loading' || (phase === 'ready' && !ready) ? <Skeleton height="96" /> : null}
      {phase === 'missing' ? (
        <Alert.Root status="warning" data-testid="screen-missing"><Alert.Indicator /><Alert.Title><FormattedMessage id="screen_editor.error.not_editable" /></Alert.Title></Alert.Root>
      ) : null}
      {phase === 'failed' ? <LoadFailedAlert onRetry={draft.reload} /> : null}
      {ready ? <EditorBody screen={screen} draft={draft} catalogues={catalogues} /> : null}
    </ConsolePage>
  );
}

function EditorIntro({ screen, draft }: { screen: string; draft: ScreenDraftHandle }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const { published } = draft;
  if (!published) return null;
  const title = intl.formatMessage({ id: published.descriptor.title });
  const stored = published.draft;
  return (
    <Stack as="span" gap="0.5" display="flex">
      <Text as="span" data-testid="editor-screen">
        <FormattedMessage id="screen_editor.edit.intro" values={{ title, screen, version: published.version }} />
      </Text>
      {stored ? (
        <Text as="span" fontSize="sm" data-testid="editor-draft-by">
          <FormattedMessage id="screen_editor.edit.draftBy" values={{ by: stored.updated_by ?? '—', at: showTime.dateTime(stored.updated_at) }} />
        </Text>
      ) : null}
    </Stack>
  );
}

function EditorActions({ screen, draft, catalogues }: { screen: string; draft: ScreenDraftHandle; catalogues: Catalogues }) {
  const intl = useIntl();
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldName = useFieldName(draft.doc!, catalogues);
  const hasDraft = draft.published?.draft !== null || draft.saveState !== 'clean';

  const discard = async () => {
    setBusy(true);
    try {
      await draft.discard();
      setDiscarding(false);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'screen_editor.discard.done' }), closable: true });
    } catch {
      // The request layer said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      {/* A draft read as stored is saved, not unchanged. */}
      <SaveIndicator state={draft.saveState === 'clean' && draft.published?.draft ? 'saved' : draft.saveState} />
      {draft.saveState === 'failed' ? (
        <Button size="sm" variant="outline" onClick={() => void draft.flush()} data-testid="draft-save-retry"><FormattedMessage id="screen_editor.save.retry" /></Button>
      ) : null}
      <Button asChild size="sm" variant="ghost"><RouterLink to={SCREEN_EDITOR_PAGES.history(screen)} data-testid="editor-history"><FormattedMessage id="screen_editor.history" /></RouterLink></Button>
      <Button size="sm" variant="outline" colorPalette="red" disabled={!hasDraft} onClick={() => setDiscarding(true)} data-testid="draft-discard">
        <FormattedMessage id="screen_editor.discard" />
      </Button>
      <Button size="sm" colorPalette="brand" disabled={!hasDraft} onClick={() => setPublishing(true)} data-testid="draft-publish">
        <FormattedMessage id="screen_editor.publish" />
      </Button>
      <ConfirmDialog open={discarding} onOpenChange={setDiscarding} busy={busy} colorPalette="red" testId="discard-dialog" actionTestId="discard-confirm"
        title={<FormattedMessage id="screen_editor.discard.title" />} body={<FormattedMessage id="screen_editor.discard.body" />}
        action={<FormattedMessage id="screen_editor.discard" />} onConfirm={() => void discard()} />
      {publishing ? <PublishDialog open screen={screen} problems={draft.problems} flush={draft.flush} fieldName={fieldName}
        onClose={() => setPublishing(false)} onProblems={draft.showProblems}
        onPublished={(version) => {
          setPublishing(false);
          toaster.create({ type: 'success', title: intl.formatMessage({ id: 'screen_editor.publish.done' }, { version }), closable: true });
          draft.reload();
        }} /> : null}
    </HStack>
  );
}

function EditorBody({ screen, draft, catalogues }: { screen: string; draft: ScreenDraftHandle; catalogues: Catalogues }) {
  const intl = useIntl();
  const doc = draft.doc!;
  const published = draft.published!;
  const [tab, setTab] = useState<Tab>('fields');
  const [list, setList] = useState<ListKey>('list');
  // What the expert typed; null while the JSON view shows the draft as it is.
  const [jsonText, setJsonText] = useState<string | null>(null);
  const jsonRead = useMemo(() => (jsonText === null ? null : readDraftText(jsonText)), [jsonText]);
  const jsonProblem = jsonRead && 'problem' in jsonRead ? jsonRead.problem : null;
  const readable = readableDescriptor(doc.descriptor);
  const { problems } = draft;
  const count = (which: Tab) => problems.filter((problem) => problemPlace(problem.path).tab === which).length;

  const onText = useCallback((text: string) => {
    setJsonText(text);
    const read = readDraftText(text);
    if ('doc' in read && draftText(read.doc) !== draftText(draft.doc!)) draft.edit(() => read.doc);
  }, [draft]);

  const changeTab = (next: Tab) => {
    // Text that reads is the draft already: the view shows the draft afresh next time.
    if (tab === 'json' && jsonProblem === null) setJsonText(null);
    setTab(next);
  };

  const goTo = (place: ProblemPlace) => {
    if (place.tab === 'list') setList(place.list);
    changeTab(place.tab === 'general' ? 'json' : place.tab);
  };

  const stale = published.draft && published.draft.base_version < published.version;

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <Stack gap="4" minW="0" data-testid="screen-editor">
        {stale ? (
          <Alert.Root status="warning" data-testid="draft-stale">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id="screen_editor.edit.stale" values={{ base: published.draft!.base_version, version: published.version }} /></Alert.Title>
          </Alert.Root>
        ) : null}
        {problems.length ? <ProblemList problems={problems} onGo={goTo} /> : null}
        {tab !== 'json' && jsonProblem ? (
          <Alert.Root status="warning" data-testid="json-pending">
            <Alert.Indicator />
            <Alert.Title flex="1"><FormattedMessage id="screen_editor.json.pending" /></Alert.Title>
            <Button size="xs" variant="outline" onClick={() => changeTab('json')}><FormattedMessage id="screen_editor.tab.json" /></Button>
          </Alert.Root>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(details) => changeTab(details.value as Tab)} variant="line">
          <Tabs.List flexWrap="wrap">
            {(['fields', 'list', 'json'] as const).map((each) => (
              <Tabs.Trigger key={each} value={each} data-testid={`editor-tab-${each}`}>
                <FormattedMessage id={`screen_editor.tab.${each}`} />
                {each !== 'json' && count(each) ? <Badge colorPalette="red" size="sm">{count(each)}</Badge> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="fields">
            {readable ? <FieldsEditor draft={draft} doc={doc} catalogues={catalogues} problems={problems} /> : <Unreadable />}
          </Tabs.Content>
          <Tabs.Content value="list">
            {readable ? <ListEditor draft={draft} doc={doc} catalogues={catalogues} problems={problems} list={list} onList={setList} /> : <Unreadable />}
          </Tabs.Content>
          <Tabs.Content value="json">
            <JsonEditor text={jsonText} draft={draftText(doc)} problem={jsonProblem} onText={onText} onReset={() => setJsonText(null)} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0" aria-label={intl.formatMessage({ id: 'screen_editor.preview.title' })}>
        <ScreenPreview screen={screen} version={published.version} doc={doc} module={published.draft?.module ?? null} />
      </Box>
    </Grid>
  );
}

function Unreadable() {
  return (
    <Alert.Root status="warning" data-testid="editor-unreadable">
      <Alert.Indicator />
      <Alert.Title><FormattedMessage id="screen_editor.json.unreadable" /></Alert.Title>
    </Alert.Root>
  );
}

/** Every problem of the draft, each saying where it is; choosing one opens the part it is about. */
function ProblemList({ problems, onGo }: { problems: readonly DescriptorProblem[]; onGo: (place: ProblemPlace) => void }) {
  return (
    <Alert.Root status="error" data-testid="draft-problems" data-count={problems.length}>
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title><FormattedMessage id="screen_editor.problems.title" values={{ count: problems.length }} /></Alert.Title>
        <Stack gap="1" as="ul">
          {problems.map((problem, i) => {
            const place = problemPlace(problem.path);
            return (
              <HStack as="li" key={`${problem.path}-${i}`} gap="2" align="start" fontSize="sm" data-testid="draft-problem" data-path={problem.path}>
                <Button size="2xs" variant="outline" flexShrink={0} onClick={() => onGo(place)}><PlaceText place={place} /></Button>
                <Text minW="0" overflowWrap="anywhere"><ProblemMessage problem={problem} /></Text>
              </HStack>
            );
          })}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}

function PlaceText({ place }: { place: ProblemPlace }) {
  const intl = useIntl();
  if (place.tab === 'fields') return place.field ? <FormattedMessage id="screen_editor.place.field" values={{ field: place.field }} /> : <FormattedMessage id="screen_editor.place.fields" />;
  if (place.tab === 'list') {
    const list = intl.formatMessage({ id: `screen_editor.listName.${place.list}` });
    if (place.column !== undefined) return <FormattedMessage id="screen_editor.place.column" values={{ list, n: place.column + 1 }} />;
    if (place.export) return <FormattedMessage id="screen_editor.place.export" values={{ list }} />;
    return <>{list}</>;
  }
  return <FormattedMessage id="screen_editor.place.screen" />;
}
