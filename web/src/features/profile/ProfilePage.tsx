import UnderConstructionPage from '../../components/UnderConstruction';

export default function ProfilePage() {
  return <UnderConstructionPage title="page.profile" />;
}
