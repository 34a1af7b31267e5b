import UnderConstructionPage from '../../components/UnderConstruction';

export default function TeamPage() {
  return <UnderConstructionPage title="page.team" />;
}
