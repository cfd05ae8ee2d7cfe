/**
 * /exhibitorManagement/<kind>/list: the exhibitor's display items of one kind (schemas/<kind>.json)
 * with their review and shelf badges and the organiser's reason. Rows are edited (not while under
 * review), put on shelf (once reviewed), taken off, or deleted after a confirmation.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SchemaTable, type CompiledScreen } from '../../../engine';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { canPutOnShelf, displayKinds, isOnShelf, isUnderReview, setShelf, type DisplayKind, type DisplayRecord } from '../../features/display/display-api';
import { lastReviewDecisionAtom } from '../../features/review/review-updates';
import { ScreenEngine } from '../../features/screens/ScreenEngine';

type Row = Record<string, unknown>;

/** Whether a row action makes sense in the row's state; the others are shown disabled. */
function actionUnavailable(action: string, row: Row): boolean {
  const record = row as DisplayRecord;
  if (action === 'edit') return isUnderReview(record);
  if (action === 'shelfOn') return !canPutOnShelf(record);
  if (action === 'shelfOff') return !isOnShelf(record);
  return false;
}

export function DisplayListPage({ kind, screen }: { kind: DisplayKind; screen: CompiledScreen }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { endpoint, editPath } = displayKinds[kind];
  const decision = useAtomValue(lastReviewDecisionAtom);
  const [changes, setChanges] = useState(0);
  // The organiser decided on one of these items, or a shelf action changed a row: the page reloads.
  const decidedHere = decision?.screen === kind ? decision : null;
  const reloadKey = useMemo(() => ({ decidedHere, changes }), [decidedHere, changes]);

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
        setChanges((count) => count + 1);
      }
    }
    if (action === 'delete') {
      await http.delete(`${endpoint}/${id}`);
      done('display.deleted');
    }
  }, [intl, navigate, kind, endpoint, editPath]);

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="display-list" data-kind={kind}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" flex="1" minW="64">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={screen.descriptor.title} /></Heading>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id={`${kind}.intro`} /></Text>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id="display.shelf.rule" /></Text>
          </Stack>
          <Button colorPalette="blue" onClick={() => navigate(editPath())} data-testid="add-display">
            <FormattedMessage id={`${kind}.add`} />
          </Button>
        </HStack>

        <SchemaTable
          descriptor={screen.descriptor}
          endpoint={endpoint}
          reloadKey={reloadKey}
          onAction={onAction}
          actionDisabled={actionUnavailable}
        />
      </Stack>
    </ScreenEngine>
  );
}
