/**
 * Group buying's public face (the only file another feature imports): the screens' paths, the
 * calls, the order's pieces (summary, clock, actions, timeline, remittances, bank account), the
 * product card and the pure rules they follow; and the organiser's side: the console's calls, the
 * remittance decision with the voucher beside the amounts, the product and allocation forms.
 */
export {
  GROUP_BUY_PATH, GROUP_ORDER_LIST_PATH, groupOrderDetailPath, groupPayPath, groupRemitPath,
  fetchGroupOrders, fetchGroupProducts, payGroupOrderOnline, placeGroupOrder, remitGroupOrder,
} from './group-api';
export {
  deadlineRuns, groupOrderChange, maxQuantity, orderIdParam, orderTotal, productState, quantityProblem, remittanceStart, timeLeft, verificationWait,
  type ProductState, type VerificationWait,
} from './order-rules';
export { BankDetailsCard } from './BankDetailsCard';
export { OrderClock } from './Countdown';
export { OrderActionButtons, OrderActions, useOrderActions, type OrderAction } from './OrderActions';
export { OrderBadge } from './OrderBadge';
export { OrderSection } from './OrderSection';
export { isOrderStatus, OrderStatusFilter } from './OrderStatusFilter';
export { isPriceFilterValue, PriceFilter } from './PriceFilter';
export { OrderSummary, groupOrderDescriptor, ticketName } from './OrderSummary';
export { OrderTimeline } from './OrderTimeline';
export { ProductCard } from './ProductCard';
export { RemittanceList, remittanceScreenOf } from './RemittanceList';
export { useGroupOrder, type OrderState } from './use-group-order';
export { useGroupOrderLive } from './use-group-live';
export { useNow } from './use-now';
export { offers, useOrderCommands } from './use-order-commands';
// The organiser's side (the console).
export {
  CONSOLE_GROUP_ORDERS_PATH, CONSOLE_GROUP_PRODUCTS_PATH, consoleGroupOrderPath, fetchAllProducts, fetchHoldings, fetchOrganiserOrders,
  startHoldingsExport, startOrganiserOrderExport,
} from './organiser-api';
export { AllocationDialog } from './AllocationDialog';
export { ProductDialog, type ProductEditing } from './ProductDialog';
export { RemittanceDecision } from './RemittanceDecision';
export { VerificationClock } from './VerificationClock';
export { VoucherPanel } from './VoucherPanel';
