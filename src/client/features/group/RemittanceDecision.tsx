/**
 * The organiser's decision on a remittance awaiting verification: confirm the money arrived (the
 * order is paid and its tickets issued), or reject it with a reason the buyer reads and acts on.
 * Each asks first; the buyer's open order page follows either live (10002).
 */
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GroupOrderStatus, type GroupOrderDetail } from '../../../shared/group';
import { formatYuan } from '../../../engine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RejectDialog } from '../console';
import { verifyRemittance } from './organiser-api';

export function RemittanceDecision({ order, onDecided }: { order: GroupOrderDetail; onDecided: (order: GroupOrderDetail) => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  if (order.status !== GroupOrderStatus.AWAITING_VERIFICATION) return null;
  const values = { order: order.order_no, amount: formatYuan(order.amount, intl.locale) };

  const approve = async () => {
    setBusy(true);
    try {
      onDecided(await verifyRemittance(order.id, { decision: 'approve' }));
      setAsking(null);
    } catch {
      // The request layer has said why (another staff member decided first, say); the dialog stays.
    } finally {
      setBusy(false);
    }
  };

  const reject = async (reason: string) => {
    const decided = await verifyRemittance(order.id, { decision: 'reject', reason }, true);
    setAsking(null);
    onDecided(decided);
  };

  return (
    <>
      <HStack gap="2" wrap="wrap" data-testid="remittance-decision-actions">
        <Button colorPalette="green" onClick={() => setAsking('approve')} data-testid="remittance-approve"><FormattedMessage id="console.remittance.approve" /></Button>
        <Button colorPalette="red" variant="outline" onClick={() => setAsking('reject')} data-testid="remittance-reject"><FormattedMessage id="console.remittance.reject" /></Button>
      </HStack>
      <ConfirmDialog
        open={asking === 'approve'}
        onOpenChange={(open) => { if (!open) setAsking(null); }}
        title={<FormattedMessage id="console.remittance.approve.title" />}
        body={<FormattedMessage id="console.remittance.approve.body" values={values} />}
        action={<FormattedMessage id="console.remittance.approve" />}
        onConfirm={() => void approve()}
        busy={busy}
        colorPalette="green"
        testId="remittance-approve-dialog"
        actionTestId="remittance-approve-confirm"
      />
      <RejectDialog
        subject={asking === 'reject' ? { id: `remittance-${order.id}`, title: <FormattedMessage id="console.remittance.reject.title" />, body: <FormattedMessage id="console.remittance.reject.body" values={values} /> } : null}
        onClose={() => setAsking(null)}
        onReject={reject}
        testId="remittance-reject-dialog"
      />
    </>
  );
}
