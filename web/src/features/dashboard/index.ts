/** What other parts of the web app (the demo layer) use of the dashboard. */
export { DashboardView } from './DashboardView';
