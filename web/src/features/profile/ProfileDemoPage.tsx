import UnderConstructionPage from '../../components/UnderConstruction';

export default function ProfileDemoPage() {
  return <UnderConstructionPage title="page.profileDemo" />;
}
