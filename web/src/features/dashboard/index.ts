/** What other parts of the web app use of the dashboard: the view (the demo layer), the payment instructions (the investment dialog). */
export { DashboardView } from './DashboardView';
export { PaymentInstructions } from './LazyPaymentInstructions';
