/**
 * The invoice header form (schemas/invoice-header.json through SchemaForm) with a look-up of the
 * company's tax number by the name typed as the header: one match fills the tax number (and the
 * header with the name as registered), several are offered to pick from, none says so and leaves the
 * tax number to be typed (12010 is an answer, not an error). Used by the headers page and by the
 * application's "add a header" dialog.
 *
 * The form reads its data once per mount, and a draft of what was typed wins over it: a pick
 * clears the draft and mounts the form again on what was typed plus the match, so nothing typed is lost.
 */
import { usePublishedScreen } from '../screens';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import invoiceHeader from 'virtual:schema/invoice-header';
import { SchemaForm, clearDraft, draftKey, useEngine } from '../../../engine';
import type { CreditCodeMatch } from '../../../shared/invoice';
import { isCancelled } from '../../../runtime/http';
import { lookUpCreditCode } from './invoice-api';

type Data = Record<string, unknown>;

export const invoiceHeaderScreen = invoiceHeader;

/** The header's shortest length (schemas/invoice-header.json): shorter names are not looked up. */
const TITLE_MIN = Number(invoiceHeader.descriptor.schema.properties.title?.minLength ?? 2);

export interface InvoiceHeaderFormProps {
  /** The stored header (null: a new one). */
  formData: Data | null;
  recordKey: string | number;
  onSubmit: (data: Data) => Promise<unknown>;
  submitLabel?: string;
  /** Buttons beside Submit (a dialog's Cancel). */
  actions?: ReactNode;
}

export function InvoiceHeaderForm({ formData, recordKey, onSubmit, submitLabel, actions }: InvoiceHeaderFormProps) {
  const screen = usePublishedScreen(invoiceHeader);
  const services = useEngine();
  const storage = services.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const [seed, setSeed] = useState<{ data: Data | null; round: number }>({ data: formData, round: 0 });
  const current = useRef<Data>(formData ?? {});
  const [title, setTitle] = useState(() => String(formData?.title ?? ''));

  const onDataChange = useCallback((data: Data) => {
    current.current = data;
    const next = typeof data.title === 'string' ? data.title : '';
    setTitle((previous) => (previous === next ? previous : next));
  }, []);

  const fill = useCallback((match: CreditCodeMatch) => {
    const data = { ...current.current, title: match.name, tax_no: match.tax_no };
    clearDraft(storage, draftKey(invoiceHeader.descriptor.id, recordKey));
    current.current = data;
    setTitle(match.name);
    setSeed((previous) => ({ data, round: previous.round + 1 }));
  }, [storage, recordKey]);

  return (
    <Stack gap="4">
      <CreditCodeLookup title={title} onPick={fill} />
      <SchemaForm key={`${recordKey}-${seed.round}`} screen={screen} formData={seed.data} recordKey={recordKey}
        onSubmit={onSubmit} onDataChange={onDataChange} submitLabel={submitLabel} actions={actions} />
    </Stack>
  );
}

type Lookup =
  | { phase: 'idle' }
  | { phase: 'looking'; name: string }
  | { phase: 'none'; name: string }
  | { phase: 'several'; name: string; matches: CreditCodeMatch[] }
  | { phase: 'filled'; match: CreditCodeMatch };

function CreditCodeLookup({ title, onPick }: { title: string; onPick: (match: CreditCodeMatch) => void }) {
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const name = title.trim();
  const tooShort = [...name].length < TITLE_MIN;

  const look = async () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setLookup({ phase: 'looking', name });
    try {
      const matches = await lookUpCreditCode(name, own.signal);
      if (own.signal.aborted) return;
      if (matches.length === 1) {
        onPick(matches[0]!);
        setLookup({ phase: 'filled', match: matches[0]! });
      } else {
        setLookup(matches.length === 0 ? { phase: 'none', name } : { phase: 'several', name, matches });
      }
    } catch (error) {
      // The request layer has said what went wrong; the tax number can still be typed.
      if (!isCancelled(error)) setLookup({ phase: 'idle' });
    }
  };

  const pick = (match: CreditCodeMatch) => {
    onPick(match);
    setLookup({ phase: 'filled', match });
  };

  return (
    <Box bg="gray.50" borderWidth="1px" borderColor="gray.200" rounded="md" p="3" data-testid="credit-code-lookup" data-phase={lookup.phase}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" flex="1" minW="48">
          <FormattedMessage id={tooShort ? 'invoice.page.lookup.hint' : 'invoice.page.lookup.ready'} values={{ name }} />
        </Text>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={tooShort} loading={lookup.phase === 'looking'}
          onClick={() => void look()} data-testid="credit-code-look-up">
          <FormattedMessage id="invoice.page.lookup.button" />
        </Button>
      </HStack>
      {lookup.phase === 'none' ? (
        <Alert.Root status="info" size="sm" mt="3" data-testid="credit-code-none">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="invoice.page.lookup.none" values={{ name: lookup.name }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {lookup.phase === 'filled' ? (
        <Alert.Root status="success" size="sm" mt="3" data-testid="credit-code-filled">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="invoice.page.lookup.filled" values={{ name: lookup.match.name, taxNo: lookup.match.tax_no }} /></Alert.Title>
        </Alert.Root>
      ) : null}
      {lookup.phase === 'several' ? (
        <Stack gap="2" mt="3" data-testid="credit-code-matches">
          <Text fontSize="sm"><FormattedMessage id="invoice.page.lookup.several" values={{ name: lookup.name, count: lookup.matches.length }} /></Text>
          {lookup.matches.map((match) => (
            <HStack key={`${match.tax_no}-${match.name}`} justify="space-between" gap="3" bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" px="3" py="2" data-testid="credit-code-match">
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">{match.name}</Text>
                <Text fontSize="xs" fontFamily="mono" color="fg.muted">{match.tax_no}</Text>
              </Stack>
              <Button size="xs" colorPalette="brand" onClick={() => pick(match)} data-testid="credit-code-use">
                <FormattedMessage id="invoice.page.lookup.use" />
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
