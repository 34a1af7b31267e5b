/** What other parts of the web app (the operator console) use of the orders. */
export { ORDER_STATUS_LABELS, OrderStatusBadge } from './OrderStatusBadge';
