/**
 * /exhibitorManagement/<kind>/list: the exhibitor's display items of one kind (schemas/<kind>.json)
 * with their review and shelf badges and the organiser's reason. Rows are edited (not while under
 * review), put on shelf (once reviewed), taken off, or deleted after a confirmation.
 */
import { usePublishedScreen } from '../../features/screens';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { RESOURCES } from '../../../shared/resources';
import { FallbackImage, SchemaTable, type CompiledScreen } from '../../../engine';
import { localized } from '../../../shared/locale';
import { deviceAtom } from '../../features/shell/shell-state';
import { useLocale } from '../../i18n/use-locale';
import { toaster } from '../../app/toaster';
import { canPutOnShelf, displayKinds, isOnShelf, setShelf, type DisplayKind, type DisplayRecord } from '../../features/display/display-api';
import { isUnderReview } from '../../features/review/reviewed-record';
import { ProgrammePanel } from '../../features/programme';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';
import { TemplateDownloads } from '../../features/templates';

type Row = Record<string, unknown>;

/** Whether a row action makes sense in the row's state; the others are shown disabled. */
function actionUnavailable(action: string, row: Row): boolean {
  const record = row as DisplayRecord;
  if (action === 'edit') return isUnderReview(record);
  if (action === 'shelfOn') return !canPutOnShelf(record);
  if (action === 'shelfOff') return !isOnShelf(record);
  return false;
}

/** An item's first picture and its name in the reader's language: the first thing a row or card shows. */
function NameCell({ row }: { row: Row }) {
  const { locale } = useLocale();
  const picture = Array.isArray(row.images) ? (row.images[0] as { url?: string; name?: string } | undefined) : undefined;
  return (
    <HStack gap="3" minW="0" data-testid="display-name">
      <Box boxSize="12" flexShrink={0} rounded="md" overflow="hidden" bg="gray.100" borderWidth="1px" borderColor="gray.200">
        {picture?.url ? <FallbackImage src={picture.url} alt="" width="100%" height="100%" objectFit="cover" /> : null}
      </Box>
      <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere">{localized(locale, String(row.name ?? ''), String(row.name_en ?? ''))}</Text>
    </HStack>
  );
}

const CELLS: Partial<Record<string, (row: Row) => ReactNode>> = { name: (row) => <NameCell row={row} /> };

export function DisplayListPage({ kind, screen: bundled }: { kind: DisplayKind; screen: CompiledScreen }) {
  const screen = usePublishedScreen(bundled);
  const intl = useIntl();
  const navigate = useNavigate();
  const { editPath } = displayKinds[kind];
  // The table follows the organiser's decisions on these items and the changes made here.
  const { list, reload, remove } = useResource(RESOURCES[kind]);
  // A phone shows each item as a card titled by its first column: the picture and name, not the number.
  const phone = useAtomValue(deviceAtom) === 'mobile';
  const fields = useMemo(() => (phone ? screen.descriptor.list?.columns.map((column) => column.field).filter((field) => field !== 'id') : undefined), [phone, screen.descriptor]);

  const onAction = useCallback(async (action: string, row: Row) => {
    const id = Number(row.id);
    const done = (message: string) => toaster.create({ type: 'success', title: intl.formatMessage({ id: message }), closable: true });
    if (action === 'edit') navigate(editPath(id));
    if (action === 'shelfOn' || action === 'shelfOff') {
      try {
        await setShelf(kind, id, action === 'shelfOn');
        done(action === 'shelfOn' ? 'display.shelvedOn' : 'display.shelvedOff');
      } finally {
        // Refused or not, the row shows the state the server holds now.
        reload();
      }
    }
    if (action === 'delete') {
      await remove(id);
      done('display.deleted');
    }
  }, [intl, navigate, kind, editPath, reload, remove]);

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="display-list" data-kind={kind}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" flex="1" minW="64">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={screen.descriptor.title} /></Heading>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id={`${kind}.intro`} /></Text>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id="display.shelf.rule" /></Text>
          </Stack>
          <Button size="sm" colorPalette="brand" onClick={() => navigate(editPath())} data-testid="add-display">
            <FormattedMessage id={`${kind}.add`} />
          </Button>
        </HStack>

        <TemplateDownloads area="displayMaterials" />

        {/* An activity may belong to a track of the conference programme: the tracks are at hand here. */}
        {kind === 'activity' && <ProgrammePanel />}

        <SchemaTable
          descriptor={screen.descriptor}
          endpoint={list.endpoint}
          reloadKey={list.reloadKey}
          fields={fields}
          cells={CELLS}
          onAction={onAction}
          actionDisabled={actionUnavailable}
        />
      </Stack>
    </ScreenEngine>
  );
}
