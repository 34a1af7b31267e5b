import UnderConstructionPage from '../../components/UnderConstruction';

export default function TeamDemoPage() {
  return <UnderConstructionPage title="page.teamDemo" />;
}
