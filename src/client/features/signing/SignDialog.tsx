/**
 * Signing with a company: its terms (scrollable, plain text), then the request form of
 * schemas/company-signing.json (contact, mobile, note, "I agree"), then an "are you sure?" before
 * the request is sent. A refusal from the server lands on its field; the typed values stay.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import signingScreen from 'virtual:schema/company-signing';
import type { BrokerageCompany, BrokerageCompanyDetail, SigningRecord, SigningRequest } from '../../../shared/signing';
import { isCancelled } from '../../../runtime/http';
import { SchemaForm } from '../../../engine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { ProtocolText } from '../protocols';
import { ScreenEngine } from '../screens';
import { fetchCompany, signWithCompany } from './signing-api';

export interface SignDialogProps {
  company: BrokerageCompany | null;
  onClose: () => void;
  onSigned: (record: SigningRecord) => void;
}

export function SignDialog({ company, onClose, onSigned }: SignDialogProps) {
  return (
    <Dialog.Root open={company !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="lg" placement="center"
      scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sign-dialog" mx="4">
            {company ? <SignBody key={company.id} company={company} onClose={onClose} onSigned={onSigned} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the form handed over, waiting for the person to confirm. */
interface Pending {
  request: SigningRequest;
  settle: (error?: unknown) => void;
}

function SignBody({ company, onClose, onSigned }: Omit<SignDialogProps, 'company'> & { company: BrokerageCompany }) {
  const { locale } = useLocale();
  const name = localized(locale, company.name, company.name_en);
  const [detail, setDetail] = useState<BrokerageCompanyDetail | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPendingState] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  const setPending = (next: Pending | null) => {
    pendingRef.current = next;
    setPendingState(next);
  };

  useEffect(() => {
    const controller = new AbortController();
    fetchCompany(company.id, controller.signal).then(setDetail, (error: unknown) => { if (!isCancelled(error)) setDetail('failed'); });
    return () => controller.abort();
  }, [company.id, attempt]);

  // Closing the dialog mid-confirmation leaves the form's submit settled, not hanging.
  useEffect(() => () => pendingRef.current?.settle(new Error('closed')), []);

  // The form's submit waits here until the person confirms (sent) or steps back (nothing sent).
  const submit = (data: Record<string, unknown>) => new Promise<void>((resolve, reject) => {
    setPending({ request: data as unknown as SigningRequest, settle: (error) => (error === undefined ? resolve() : reject(error)) });
  });

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const record = await signWithCompany(company.id, pending.request);
      pending.settle();
      setPending(null);
      onSigned(record);
    } catch (error) {
      pending.settle(error);
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const terms = detail && detail !== 'failed' ? localized(locale, detail.terms, detail.terms_en) : '';
  return (
    <>
      <Dialog.Header>
        <Stack gap="1" pe="6">
          <Dialog.Title><FormattedMessage id="signing.dialog.title" values={{ company: name }} /></Dialog.Title>
          <Text fontSize="sm" color="fg.muted">{localized(locale, company.intro, company.intro_en)}</Text>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {detail === null ? <Skeleton height="320px" /> : detail === 'failed' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title flex="1"><FormattedMessage id="common.loadFailed" /></Alert.Title>
            <Button size="xs" variant="outline" onClick={() => { setDetail(null); setAttempt((n) => n + 1); }}><FormattedMessage id="common.retry" /></Button>
          </Alert.Root>
        ) : (
          <Stack gap="5">
            <Stack gap="2">
              <Heading as="h3" size="sm"><FormattedMessage id="signing.dialog.terms" /></Heading>
              <Box maxH={{ base: '48', md: '60' }} overflowY="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="gray.50" px="4" py="3"
                fontSize="sm" tabIndex={0} data-testid="signing-terms">
                <ProtocolText text={terms} />
              </Box>
            </Stack>
            <Stack gap="2">
              <Heading as="h3" size="sm"><FormattedMessage id="signing.dialog.form" /></Heading>
              <ScreenEngine>
                <SchemaForm
                  screen={signingScreen}
                  recordKey={`company-${company.id}`}
                  submitLabel="signing.dialog.submit"
                  onSubmit={submit}
                  actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                />
              </ScreenEngine>
            </Stack>
          </Stack>
        )}
      </Dialog.Body>
      <ConfirmDialog open={pending !== null} busy={busy}
        onOpenChange={(open) => { if (!open && pending) { pending.settle(new Error('not confirmed')); setPending(null); } }}
        title={<FormattedMessage id="signing.confirm.title" />}
        body={<FormattedMessage id="signing.confirm.body" values={{ company: name }} />}
        action={<FormattedMessage id="signing.confirm.action" />} colorPalette="brand" onConfirm={() => void confirm()}
        testId="sign-confirm-dialog" actionTestId="sign-confirm" />
    </>
  );
}
