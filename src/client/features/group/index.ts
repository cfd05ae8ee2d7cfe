/**
 * Group buying's public face (the only file another feature imports): the screens' paths, the
 * calls, the order's pieces (summary, clock, actions, timeline, remittances, bank account), the
 * product card and the pure rules they follow.
 */
export {
  GROUP_BUY_PATH, GROUP_ORDER_LIST_PATH, groupOrderDetailPath, groupPayPath, groupRemitPath,
  fetchGroupOrders, fetchGroupProducts, payGroupOrderOnline, placeGroupOrder, remitGroupOrder,
} from './group-api';
export { deadlineRuns, groupOrderChange, maxQuantity, orderIdParam, orderTotal, productState, quantityProblem, remittanceStart, timeLeft, type ProductState } from './order-rules';
export { BankDetailsCard } from './BankDetailsCard';
export { OrderClock } from './Countdown';
export { OrderActionButtons, OrderActions, useOrderActions, type OrderAction } from './OrderActions';
export { OrderBadge } from './OrderBadge';
export { OrderSummary, groupOrderDescriptor, ticketName } from './OrderSummary';
export { OrderTimeline } from './OrderTimeline';
export { ProductCard } from './ProductCard';
export { RemittanceList, remittanceScreenOf } from './RemittanceList';
export { useGroupOrder, type OrderState } from './use-group-order';
export { useGroupOrderLive } from './use-group-live';
export { useNow } from './use-now';
export { offers, useOrderCommands } from './use-order-commands';
