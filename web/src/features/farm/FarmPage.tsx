import UnderConstructionPage from '../../components/UnderConstruction';

export default function FarmPage() {
  return <UnderConstructionPage title="page.farm" />;
}
