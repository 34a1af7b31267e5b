import UnderConstructionPage from '../../components/UnderConstruction';

export default function DemosPage() {
  return <UnderConstructionPage title="page.demos" />;
}
