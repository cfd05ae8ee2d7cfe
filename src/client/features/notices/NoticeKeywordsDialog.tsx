/**
 * Organiser staff tag a notice with keywords of the official accounts: every account with its
 * keywords (GET /user/admin/official/keyword?official_id= for each), ticked in the order chosen.
 */
import { Button, Checkbox, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice } from '../../../shared/api';
import { localized } from '../../../shared/locale';
import { NOTICE_MAX_KEYWORDS, OfficialApi, type OfficialAccount, type OfficialKeyword } from '../../../shared/official';
import { FormDialog } from '../../components/FormDialog';
import { useDialogAction } from '../../components/use-dialog-action';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useLocale } from '../../i18n/use-locale';
import { useRecord } from '../screens';
import { tagNotice } from './notice-api';

export interface NoticeKeywordsDialogProps {
  notice: Notice | null;
  onClose: () => void;
  onChange: (notice: Notice) => void;
}

export function NoticeKeywordsDialog({ notice, onClose, onChange }: NoticeKeywordsDialogProps) {
  const { busy, refusal, run, clearRefusal } = useDialogAction();
  const close = () => { clearRefusal(); onClose(); };
  const save = (target: Notice, keywordIds: readonly number[]) => run(() => tagNotice(target.id, keywordIds), (saved) => { onChange(saved); close(); });
  return (
    <FormDialog open={notice !== null} onClose={close} title={<FormattedMessage id="notice.keywords.title" />} refusal={refusal} busy={busy}
      testId="notice-keywords-dialog">
      {notice ? <KeywordChoice key={notice.id} notice={notice} busy={busy} onCancel={close} onSave={(ids) => save(notice, ids)} /> : null}
    </FormDialog>
  );
}

function KeywordChoice({ notice, busy, onCancel, onSave }: {
  notice: Notice; busy: boolean; onCancel: () => void; onSave: (keywordIds: readonly number[]) => void;
}) {
  const { locale } = useLocale();
  const accounts = useRecord<{ list: OfficialAccount[] }>(OfficialApi.accounts);
  const [chosen, setChosen] = useState<number[]>(() => notice.keywords.map((keyword) => keyword.id));
  const full = chosen.length >= NOTICE_MAX_KEYWORDS;
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="notice.keywords.intro" values={{ title: localized(locale, notice.title, notice.title_en), max: NOTICE_MAX_KEYWORDS }} /></Text>
      {accounts.state.phase === 'loading' && <Skeleton height="24" rounded="md" />}
      {(accounts.state.phase === 'failed' || accounts.state.phase === 'missing') && <LoadFailedAlert onRetry={accounts.reload} />}
      {accounts.state.phase === 'ready' && accounts.state.record.list.map((account) => (
        <AccountKeywords key={account.id} account={account} chosen={chosen} full={full} onToggle={toggle} />
      ))}
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={onCancel} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
        <Button colorPalette="brand" onClick={() => onSave(chosen)} loading={busy} data-testid="notice-keywords-save"><FormattedMessage id="notice.keywords.save" /></Button>
      </HStack>
    </Stack>
  );
}

function AccountKeywords({ account, chosen, full, onToggle }: {
  account: OfficialAccount; chosen: readonly number[]; full: boolean; onToggle: (id: number, on: boolean) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const keywords = useRecord<{ list: OfficialKeyword[] }>(`${OfficialApi.keywords}?official_id=${account.id}`);
  const name = localized(locale, account.name, account.name_en);
  return (
    <Stack gap="2" role="group" aria-label={name} data-testid="notice-keywords-account">
      <Text fontWeight="medium" fontSize="sm">{name}</Text>
      {keywords.state.phase === 'loading' && <Skeleton height="6" rounded="md" />}
      {(keywords.state.phase === 'failed' || keywords.state.phase === 'missing') && <LoadFailedAlert onRetry={keywords.reload} />}
      {keywords.state.phase === 'ready' && (
        <HStack gap="4" wrap="wrap">
          {keywords.state.record.list.map((keyword) => {
            const on = chosen.includes(keyword.id);
            return (
              <Checkbox.Root key={keyword.id} size="sm" checked={on} disabled={!on && full}
                onCheckedChange={(details) => onToggle(keyword.id, details.checked === true)} data-testid="notice-keyword-choice" data-keyword={keyword.keyword_en}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{localized(locale, keyword.keyword, keyword.keyword_en)}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
          {keywords.state.record.list.length === 0 && <Text fontSize="sm" color="fg.muted">{intl.formatMessage({ id: 'notice.keywords.none' })}</Text>}
        </HStack>
      )}
    </Stack>
  );
}
