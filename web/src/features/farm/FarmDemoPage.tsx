import UnderConstructionPage from '../../components/UnderConstruction';

export default function FarmDemoPage() {
  return <UnderConstructionPage title="page.farmDemo" />;
}
