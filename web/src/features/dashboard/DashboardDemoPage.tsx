import UnderConstructionPage from '../../components/UnderConstruction';

export default function DashboardDemoPage() {
  return <UnderConstructionPage title="page.dashboardDemo" />;
}
